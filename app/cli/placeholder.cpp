// PLACEHOLDER: the CLI commands land here.
