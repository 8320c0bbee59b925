"""The campaign: the map of the country with the trail of stops, travel between them,
briefings before each match and headlines after it.

    map_screen.py   CampaignMapScene: the map, the stops, the bus or plane, the side panel
"""
