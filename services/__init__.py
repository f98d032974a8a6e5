"""Services: the table (moves, lobby) between the cogs and the rules/store/render layers."""
