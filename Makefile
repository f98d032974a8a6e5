# Set-up is automatic: every target creates .venv and installs on first use.
#   make demo          a whole AI game offline, one PNG per move (about 30 s the first time)
#   make demo-options  every game's option keys and values, for OPTIONS=...
#   make run           the bot (needs DISCORD_TOKEN)
#   make sync          register the slash commands with Discord, once per install or upgrade
#   make backup        a consistent copy of the live database, safe while the bot runs
#   make health        is the running bot connected and its database answering?
#   make lint          ruff (lint and format check) and mypy strict (over the files pyproject.toml lists)
#   make test          lint and the whole test suite (about 9 minutes on 2 cores)
#   make test-fast     lint and every test but the simulations, end-to-end runs and slow tests (under 2 minutes on 2 cores)
#   make test-pg       the store, service and clock tests on SQLite and on a throw-away PostgreSQL server
#   make soak          many games at once for MINUTES (30) with hostile members and killed processes (docs/soak.md)
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
GAME ?= mountain-miners
PLAYERS ?= 3
SEED ?= 1
OUT ?= demo-out
OPTIONS ?=

# Compiled modules are kept (__pycache__/, ignored by git). Some environments set
# PYTHONDONTWRITEBYTECODE, and then every test process and every bot an end-to-end test starts
# compiles the project again, and pytest rewrites the asserts of every test module again (about 6 s
# of CPU for each test process's collection): the targets here do not pass it on.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: lint test test-fast test-pg test-long run sync demo demo-options backup health bench clean gallery soak

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

# What mypy checks, and how strictly, is in pyproject.toml ([tool.mypy]).
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# Markers (tests/conftest.py): sim = seeded random simulations and AI matches, e2e = the bot against
# the fake Discord, slow = any test of seconds.
# Two runs: the tests that compute, one per core; then the end-to-end runs four at a time (each waits
# on its bot's processes and the fake Discord's sockets part of the time; eight at a time finished no
# sooner, see docs/testing.md).
test: lint
	$(BIN)/python -m pytest -n 2 -q -m "not e2e"
	$(BIN)/python -m pytest -n 4 -q -m e2e

# The edit loop: everything but the simulations, the end-to-end runs and the slow tests (tests/conftest.py).
test-fast: lint
	$(BIN)/python -m pytest -n 2 -q -m "not sim and not e2e and not slow"

# The long simulations with all their games (`make test` plays 15% of them): about 25 minutes.
test-long: $(STAMP)
	$(BIN)/python -m bench.simulations

# A throw-away PostgreSQL server on loopback (installed from the distribution's packages if missing)
# for the tests that run on both databases; `.ci/run` runs the whole suite under it.
PG_TESTS := tests/test_store.py tests/test_clock.py tests/test_ratings.py tests/test_table_service.py \
	tests/test_table_integrity.py tests/test_lobby_caps.py tests/test_migrate_to_postgres.py tests/test_store_backends.py \
	tests/test_leases.py tests/test_resume_boards.py tests/test_e2e_multiprocess.py
test-pg: $(STAMP)
	CI=true .ci/postgres.sh $(BIN)/python -m pytest -q $(PG_TESTS)

# A start-up problem (no token, no network, ...) is explained in one paragraph; make then adds
# its own "Error 2" line, which says nothing more.
run: $(STAMP)
	@$(BIN)/python bot.py

# Slash commands are registered once per deploy, not at every start (TABLETOP_GUILD_ID: one server).
sync: $(STAMP)
	@$(BIN)/python bot.py --sync-commands

demo: $(STAMP)
	@$(BIN)/python -m bench.demo --game $(GAME) --players $(PLAYERS) --seed $(SEED) --out $(OUT) --options '$(OPTIONS)'

demo-options: $(STAMP)
	@$(BIN)/python -m bench.demo --list-options

backup: $(STAMP)
	@$(BIN)/python -m store.backup

health: $(STAMP)
	@$(BIN)/python -m ops.health

bench: $(STAMP)
	$(BIN)/python -m bench.run_all

# Review images: every game at 2 and max players, early/mid/final boards, a private view, the
# score sheet, each at 480 px and under colour-blindness simulation, in gallery/.
gallery: $(STAMP)
	$(BIN)/python -m bench.gallery --out gallery

# Many games at once for MINUTES minutes: hostile members, a killed drawing worker, hard-AI worker and bot; prints what held.
MINUTES ?= 30
.PHONY: soak
soak: $(STAMP)
	$(BIN)/python -m bench.soak --minutes $(MINUTES)

clean:
	rm -rf $(VENV) demo-out gallery
