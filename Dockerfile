FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    TABLETOP_DB=/data/tabletop.db

WORKDIR /app
COPY pyproject.toml ./
# pyproject.toml declares no packages of its own, so this installs just the runtime dependencies.
RUN pip install --no-cache-dir .

COPY bot.py config.py ./
COPY cogs ./cogs
COPY rules ./rules
COPY render ./render
COPY store ./store
COPY services ./services
COPY data ./data

RUN useradd --create-home --uid 10001 tabletop && mkdir -p /data && chown tabletop /data
USER tabletop
VOLUME ["/data"]

CMD ["python", "bot.py"]
