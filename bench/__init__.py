"""Benchmarks and the offline demo. They print figures; tests never assert wall-clock time."""
