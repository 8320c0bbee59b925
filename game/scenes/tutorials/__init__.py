"""The tutorials browser: every lesson under levels/tutorials/, grouped by game.

    screen.py           TutorialsScene: the list, the preview panel, starting a lesson
    lesson_list.py      LessonList: the grouped list with headers, ticks and the NEXT tag
    lesson_pictures.py  LessonPictures: a picture of each lesson's board, made off-screen
"""
