"""Running the bot as a service: start-up checks, friendly failure messages, the health heartbeat."""
