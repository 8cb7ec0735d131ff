"""Tests of the arena: tournaments, statistics, ratings, the chart and the command."""
