"""The schema is written once (store/schema.py) and named per database by its kinds of column."""

from __future__ import annotations

import re
import sqlite3

from store.schema import DIALECT_TYPES, MIGRATIONS, PG_MIGRATIONS, SCHEMA, TABLES, migrations_for

PLACEHOLDER = re.compile(r"\{[A-Z]+\}")
COLUMN = re.compile(r"^\s*(\w+)\s+\S", re.M)


def columns(scripts: list[str]) -> dict[str, list[str]]:
    """Table -> column names, in order, from CREATE TABLE and ALTER TABLE ... ADD COLUMN."""
    found: dict[str, list[str]] = {}
    for script in scripts:
        for table, body in re.findall(r"CREATE TABLE (\w+) \((.*?)\);", script, re.S):
            found[table] = [name for name in COLUMN.findall(body) if name not in ("PRIMARY", "CHECK", "UNIQUE")]
        for table, column in re.findall(r"ALTER TABLE (\w+) ADD COLUMN (\w+)", script):
            found[table].append(column)
    return found


def test_every_kind_of_column_is_named_in_both_databases():
    kinds = {kind for script in SCHEMA for kind in PLACEHOLDER.findall(script)}
    assert (
        kinds
        == {"{" + kind + "}" for kind in DIALECT_TYPES["sqlite"]}
        == {"{" + kind + "}" for kind in DIALECT_TYPES["postgres"]}
    )
    for scripts in (MIGRATIONS, PG_MIGRATIONS):
        assert not any(PLACEHOLDER.search(script) for script in scripts)
    assert migrations_for("sqlite") == MIGRATIONS and len(MIGRATIONS) == len(PG_MIGRATIONS) == len(SCHEMA)


def test_both_databases_get_the_same_tables_and_columns():
    assert columns(MIGRATIONS) == columns(PG_MIGRATIONS)
    assert set(TABLES) <= set(columns(MIGRATIONS))


def test_the_sqlite_migrations_build_every_table_with_its_columns(tmp_path):
    con = sqlite3.connect(tmp_path / "schema.db")
    try:
        for script in MIGRATIONS:
            con.executescript(script)
        for table, names in columns(MIGRATIONS).items():
            built = [row[1] for row in con.execute(f"PRAGMA table_info({table})")]
            assert built == names, table
    finally:
        con.close()
