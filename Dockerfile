FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    TABLETOP_DB=/data/tabletop.db

# FriBiDi lets Pillow's bundled Raqm lay out Arabic and Hebrew names right to left, shaped.
RUN apt-get update && apt-get install -y --no-install-recommends libfribidi0 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY pyproject.toml ./
# pyproject.toml declares no packages of its own, so this installs just the runtime dependencies.
RUN pip install --no-cache-dir .

COPY bot.py config.py ./
COPY cogs ./cogs
COPY ops ./ops
COPY rules ./rules
COPY render ./render
COPY lang ./lang
COPY store ./store
COPY services ./services
COPY data ./data

# A non-root user owns /data; a bind mount of a folder it cannot write is reported at start-up.
# It also owns /app/var, where the heartbeat goes by default when the games are on PostgreSQL.
RUN useradd --create-home --uid 10001 tabletop && mkdir -p /data /app/var && chown tabletop /data /app/var
USER tabletop
VOLUME ["/data"]

# Healthy = a heartbeat from the last 3 intervals says the gateway is connected and the database answers.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["python", "-m", "ops.health"]

# SIGTERM (docker stop) makes the bot finish the moves in flight and close the database.
STOPSIGNAL SIGTERM
CMD ["python", "bot.py"]
