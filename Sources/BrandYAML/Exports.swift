// Nodes carry `SourceLocation`s and loading reports `Diagnostic`s: every user of the YAML
// layer needs the core types.
@_exported import BrandCore
