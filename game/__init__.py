"""Electoral Arcade: five election-themed board games on one Arcade window."""
__version__ = "0.1.0"
