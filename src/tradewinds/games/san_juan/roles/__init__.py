"""The five roles of San Juan and the governor's round-end steps, one module each."""
