"""The site's Accuracy page, written from eval/results.json: the numbers are never typed by hand.

    python -m eval.page     # rewrite docs/accuracy.md from the committed results
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def percent(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.0f} %"


def per_hundred(value: float | None) -> str:
    return "n/a" if value is None else f"{round(100 * value)} in 100"


def _inferred_advice(quotes: dict) -> str:
    """What the *inferred* mark is worth, from the measured numbers, whichever way they go."""
    near, inferred = quotes.get("speaker_right_named_near"), quotes.get("speaker_right_inferred")
    if near is None or inferred is None:
        return ""
    if inferred < near:
        return (f"A speaker marked *inferred* (found through a pronoun or an earlier sentence) is the less sure "
                f"kind ({percent(inferred)} against {percent(near)}).")
    return (f"A speaker marked *inferred* (found through a pronoun or an earlier sentence) measured as reliable "
            f"as one named next to the quote ({percent(inferred)} against {percent(near)}), but the mark says "
            f"the evidence is further away.")


def render(results: dict) -> str:
    data = results.get("data", {})
    lines = [
        "---",
        "search:",
        "  boost: 0.5",
        "---",
        "# Accuracy",
        "",
        "How far to trust each part of a briefing, measured on real news that the generator was",
        "not written for: the development split of three public research corpora with answers",
        "checked by people. Every number below comes from `eval/results.json`, written by",
        "`make eval DATA=…`; this page is regenerated with it and never edited by hand.",
        "",
    ]
    names = results.get("names")
    if names:
        lines += [
            "## People, places and organisations",
            "",
            f"Measured on {data.get('ecbplus', {}).get('description', 'ECB+')}.",
            "",
            "| Measure | Result |",
            "|---|---|",
            f"| Spelling variants of one entity shown as one entry (merge recall, "
            f"{names['variant_pairs']} pairs) | {percent(names['merge_recall'])} |",
            f"| The same, among the pairs of names the index found | {percent(names.get('merge_recall_found'))} |",
            f"| Different entities wrongly joined in one entry (in {names['clusters']} stories) | "
            f"{names['false_merges']} |",
            f"| Entries with the right kind (person, place, organisation; {names['kind_judged']} judged) | "
            f"{percent(names['kind_accuracy'])} |",
            f"| Names found at all ({names['name_forms']} name forms) | "
            f"{percent(names['name_forms_found'] / names['name_forms'] if names['name_forms'] else None)} |",
            "",
            f"**What to expect**: the same person or organisation often appears under several entries "
            f"(only {per_hundred(names['merge_recall'])} pairs of spellings are joined), and about "
            f"{percent(1 - names['kind_accuracy'] if names['kind_accuracy'] is not None else None)} of entries "
            f"carry the wrong kind. That share is measured on the names the corpus annotates, mostly each "
            f"story's main participants; a read of every entry of two development clusters (127 entries, "
            f"December 2026) found about one in five with the wrong kind or none, most of them people named "
            f"once or twice, nicknames, and works or events named like people. Before relying "
            f"on \"this person is mentioned by N sources\", look for other spellings in the index. Wrong "
            f"joins of two different people are rare.",
            "",
        ]
    figures = results.get("figures")
    if figures:
        statuses = figures.get("figure_statuses", {})
        total = sum(statuses.values())
        lines += [
            "## Figures",
            "",
            f"Measured on {data.get('ecbplus', {}).get('description', 'ECB+')}.",
            "",
            "| Measure | Result |",
            "|---|---|",
            f"| Counts of people that the reports share, grouped as one figure "
            f"({figures['count_chains_found']} found) | {figures['count_chains_grouped']} "
            f"({percent(figures['grouped_share'])}) |",
            f"| Of those, with a fitting status | {figures['status_fits']} |",
            f"| Figures marked as a conflict between sources | {statuses.get('conflict', 0)} of {total} |",
            "",
            "**What to expect**: the same count worded differently is sometimes split into several figures",
            "(an unusual sentence order, two times given for one event). Conflicts are rare, and when every",
            "one on these clusters was read (December 2026), each was a real disagreement between reports,",
            "though two also held a value that counts something else (the injured of a second, smaller",
            "quake the next day; the villages worst hit beside the villages destroyed). Of the two updates,",
            "one is not an update: two nights' protest marches, each report counting its own night's, which the",
            "briefing does not tell apart because it does not date a count by the weekday its sentence names",
            "(it did show them as a conflict before it read the reports' date lines). On the 50 Multi-News",
            "clusters, two of three were real and one was not: a country's toll set against one",
            "city's and one area's, since the briefing does not know which places lie inside which. Reports",
            "of one day whose counts grew are shown as a conflict when nothing says which came later. Treat",
            "a conflict as a pointer to read both sentences, not as a finding.",
            "",
        ]
    real = results.get("real_figures")
    if real:
        lines += [
            "### Figures on real coverage",
            "",
            f"Measured on {data.get('figures', {}).get('description', 'real coverage with a key')}: each",
            "quantity of the key (a toll, the injured, the missing, the evacuated …) should be one figure,",
            "holding every report's value of it and no other quantity's, with the right relation between",
            "the values (an update over time, a conflict, an agreement) and the right latest value.",
            "",
            "| Measure | Result |",
            "|---|---|",
            f"| Quantities right: one figure, right relation and latest value | {real['right']} of "
            f"{real['quantities']} ({percent(real['right_share'])}) |",
            f"| Of those two or more reports give | {real['multi_source_right']} of {real['quantities_multi_source']} "
            f"({percent(real['multi_source_right_share'])}) |",
            f"| Reports' values found in a figure | {percent(real['claims_found'])} |",
            f"| Of a quantity's values found, those in its main figure | {percent(real.get('claims_together'))} |",
            f"| Figures of the front pages' bottom lines that are one count of the dead, injured or missing | "
            f"{percent(real.get('bottom_line_central'))} of {real.get('bottom_line_figures', 0)} |",
            f"| Numbers of other events (a past disaster, a year, a channel) grouped with other values | "
            f"{real['other_event_numbers_grouped']} of {real['other_event_numbers']} |",
            f"| Increments (\"ten more\") grouped as a value | {real['increments_grouped']} of {real['increments']} |",
            f"| Named speakers of the key's quotes given right | {percent(real['speakers_right'])} "
            f"(quotes found: {percent(real['quotes_found'])}) |",
            "",
            "**What to expect**: the story's main toll is mostly one figure, shown as an update when it",
            "rose over days, with its latest value, and the front page's bottom line holds the story's own",
            "counts of the dead, the injured and the missing. Each town's part of a toll, the people in",
            "critical or serious condition, those still in hospital and the homes without power are mostly",
            "figures of their own. What still goes wrong: a count that can fall (those in hospital, in a",
            "serious condition) has no latest value when a report with no date gives another value; one",
            "group called by two nouns in two reports (gunmen, suspects) is two figures; counts whose",
            "subject is a pronoun, or that a sentence adds up in words, are missed; a grade of the injured",
            "worded in a way of its own (\"in a condition that is serious\") is not read; and homes damaged",
            "and structures collapsed are two figures. Read a figure's sentences before quoting",
            "it; the values themselves always match the sentences they cite.",
            "",
        ]
    quotes = results.get("quotes")
    if quotes:
        lines += [
            "## Quotes",
            "",
            f"Measured on {data.get('polnear', {}).get('description', 'PolNeAR')}.",
            "",
            "| Measure | Result |",
            "|---|---|",
            f"| Direct quotes of 4 words or more found ({quotes['gold_quotes']}) | {percent(quotes['found'])} |",
            f"| Speaker right, where the source is named ({quotes['speaker_judged']} judged) | "
            f"{percent(quotes['speaker_right'])} |",
            f"| Of those judged, no speaker given | {quotes['speaker_missing']} |",
            f"| Speaker right when named next to the quote | {percent(quotes.get('speaker_right_named_near'))} |",
            f"| Speaker right when marked *inferred* ({quotes.get('speaker_inferred_judged', 0)} judged) | "
            f"{percent(quotes.get('speaker_right_inferred'))} |",
            f"| What the briefing calls a quote is one ({quotes['briefing_quotes']} quotes) | "
            f"{percent(quotes['precision'])} |",
            "",
            f"**What to expect**: quotes themselves are found reliably; their speaker is right about "
            f"{per_hundred(quotes['speaker_right'])} times, and a quote with no speaker is one the "
            f"generator would not guess. {_inferred_advice(quotes)} Check the linked sentence before "
            f"relying on who said it.",
            "",
        ]
    summary = results.get("summaries")
    if summary:
        versus = summary["rouge2_vs_best_baseline"]
        low, high = versus["interval95"]
        verdict = ("better than" if low > 0 else "worse than" if high < 0 else "not measurably different from")
        lines += [
            "## In brief",
            "",
            f"Measured on {data.get('multinews', {}).get('description', 'Multi-News')}, with ROUGE (word and",
            "word-pair overlap with the human summary; higher is better) against two simple baselines of",
            f"exactly the same length (about {summary['mean_words']:.0f} words): the reports' first words, and",
            "their first sentences in turn.",
            "",
            "| Summary | ROUGE-1 | ROUGE-2 |",
            "|---|---|---|",
            f"| In brief | {summary['summary']['rouge1']} | {summary['summary']['rouge2']} |",
            f"| First words of the reports | {summary['lead']['rouge1']} | {summary['lead']['rouge2']} |",
            f"| First sentences in turn | {summary['interleaved']['rouge1']} | {summary['interleaved']['rouge2']} |",
            "",
            f"ROUGE-2 difference from the better baseline: {versus['difference']:+} points "
            f"(95 % interval {low:+} to {high:+}), so \"In brief\" is {verdict} reading the reports' openings. "
            f"Page furniture chosen as a summary sentence: {summary['furniture_sentences']} times in "
            f"{summary['stories']} stories.",
            "",
            "**What to expect**: every sentence of \"In brief\" is quoted verbatim and linked, so nothing in it is",
            "invented; what it may get wrong is *which* sentences it picks and which reports it cites as",
            "carrying them. Follow the links before quoting a bullet.",
            "",
        ]
    found = results.get("stories")
    if found:
        ecb, news = found["ecbplus"], found["multinews"]
        lines += [
            "## Stories in one folder",
            "",
            "Every development cluster's reports pooled in one folder, as a user who saves a day's",
            "reports would have them; B-cubed precision (how much of a found story is one true story),",
            "recall (how much of a true story is found together) and F1.",
            "",
            "| Reports pooled | Precision | Recall | F1 | Stories found / true |",
            "|---|---|---|---|---|",
            f"| {data.get('ecbplus', {}).get('description', 'ECB+').split(':')[0]} ({ecb['reports']} reports; two "
            f"events of one kind per topic) | {percent(ecb['precision'])} | {percent(ecb['recall'])} | "
            f"{ecb['f1']:.2f} | {ecb['stories_found']} / {ecb['stories_gold']} |",
            f"| {data.get('multinews', {}).get('description', 'Multi-News').split(':')[0]} ({news['reports']} reports) "
            f"| {percent(news['precision'])} | {percent(news['recall'])} | {news['f1']:.2f} | "
            f"{news['stories_found']} / {news['stories_gold']} |",
            "",
            *_reprint_lines(found.get("reprints")),
            "**What to expect**: reports of unrelated events are kept apart well; two events of the same",
            "kind close in time (two earthquakes in one region, two trials of one court, two offers to one",
            "player) can be taken for one story, most often when no person leads their reports and the",
            "reports give no date. When the front page lists a story that mixes two events, list one",
            "event's files in `sources/stories.yml` (see the README) to make them a story of their own.",
            "",
        ]
    lines += [
        "## How this is measured",
        "",
        "Each story is built with the same pipeline as this site, then compared with the corpora's",
        "answers. The definitions of every measure are in the evaluation's code (`eval/`), and the data",
        "is identified in `eval/results.json` by a fingerprint of its files (its text is never copied",
        "into the project). Only a development part of each corpus is used for tuning; the rest is kept",
        "apart so the project can be measured independently.",
        "",
    ]
    return "\n".join(lines)


def _reprint_lines(reprints: dict | None) -> list[str]:
    """The reprint trials: a near-copy of one report of each story added to the pooled folder."""
    if not reprints:
        return []
    kinds = ", ".join(f"{kind} {result}" for kind, result in reprints["by_kind"].items())
    return [f"A near-copy of one report of each story added to the pooled folders ({reprints['trials']} trials: {kinds})",
            f"left every story as it was, the copy in its original's story, in **{reprints['whole']} of "
            f"{reprints['trials']}** trials: a reprint is clustered as the report it copies.", ""]


def write(results: dict, docs: Path) -> None:
    (docs / "accuracy.md").write_text(render(results), encoding="utf-8")


if __name__ == "__main__":
    write(json.loads((ROOT / "eval" / "results.json").read_text(encoding="utf-8")), ROOT / "docs")
    sys.exit(0)
