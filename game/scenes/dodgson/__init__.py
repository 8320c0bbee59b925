"""The Not a Dodgson System Chess screen (being split into parts)."""
