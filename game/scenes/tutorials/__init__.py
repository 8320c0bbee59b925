"""The tutorials browser: every lesson under levels/tutorials/, grouped by game.

    screen.py           TutorialsScene: the list, the preview panel, starting a lesson
    lesson_list.py      LessonList: the grouped list with headers, ticks and the NEXT tag
    lesson_pictures.py  LessonPictures: a picture of each lesson's board, shipped or made off-screen
    picture_files.py    the shipped pictures (pictures/ beside the lessons): paths, hashes, staleness,
                        drawn by a developer tool: `python3 build.py previews`
"""
