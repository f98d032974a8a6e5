"""The Discord cogs: each parses an interaction and calls one service operation."""
