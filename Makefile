# The quickstart: `make site` builds the briefing into site/, `make test` runs the tests.
# Both create .venv and install the pinned dependencies (requirements.lock) on first use.
PYTHON ?= python3
export NO_MKDOCS_2_WARNING := 1
# `make site BUILD_DATE=2026-01-31` shows that date as "generated on" (never the clock).
ifdef BUILD_DATE
export BRIEFING_BUILD_DATE := $(BUILD_DATE)
endif
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: site serve test generate clean

site: $(STAMP)
	$(BIN)/mkdocs build --strict

serve: $(STAMP)
	$(BIN)/mkdocs serve

generate: $(STAMP)
	$(BIN)/python -m generator build

test: $(STAMP)
	$(BIN)/python -m pytest

$(STAMP): requirements.lock pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements.lock
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	touch $(STAMP)

clean:
	rm -rf site docs/briefing docs/briefing.json
