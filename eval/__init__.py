"""Evaluation on real annotated news: `make eval DATA=../shared/devdata`.

Builds a briefing per story with the real pipeline (`generator.build.pipeline.build`) and scores
its parts against the gold answers of three public research corpora (see `corpus.py`).
Writes `eval/results.json` (scores and the data's description, never its text), a reading
report of every error under `.cache/eval/` (it quotes the data, so it is not committed),
and the site's Accuracy page (`docs/accuracy.md`).
"""
