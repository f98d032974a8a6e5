# Two set-up commands: `make test` and `make run`. Both create .venv and install on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
GAME ?= mountain-miners
PLAYERS ?= 3
SEED ?= 1
OUT ?= demo-out
OPTIONS ?= {}

.PHONY: test run demo bench clean gallery

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

test: $(STAMP)
	$(BIN)/python -m pyflakes bot.py config.py cogs services store rules render bench tests
	$(BIN)/python -m pytest -n 2 -q

run: $(STAMP)
	$(BIN)/python bot.py

demo: $(STAMP)
	$(BIN)/python -m bench.demo --game $(GAME) --players $(PLAYERS) --seed $(SEED) --out $(OUT) --options '$(OPTIONS)'

bench: $(STAMP)
	$(BIN)/python -m bench.run_all

# Review images: every game at 2 and max players, early/mid/final boards, a private view, the
# score sheet, each at 480 px and under colour-blindness simulation, in gallery/.
gallery: $(STAMP)
	$(BIN)/python -m bench.gallery --out gallery

clean:
	rm -rf $(VENV) demo-out gallery
