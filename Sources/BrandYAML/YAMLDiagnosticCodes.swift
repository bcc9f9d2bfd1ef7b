import BrandCore

/// The codes the YAML layer reports. Each is documented in Docs/rules.md, which is generated from the catalog.
extension DiagnosticCode {
    package static let yamlSyntax = DiagnosticCode("yaml-syntax")
    package static let duplicateKey = DiagnosticCode("duplicate-key")
    package static let nestingLimit = DiagnosticCode("nesting-limit")
    package static let aliasLimit = DiagnosticCode("alias-limit")
    package static let nodeLimit = DiagnosticCode("node-limit")
    package static let fileTooLarge = DiagnosticCode("file-too-large")
    package static let unsupportedTag = DiagnosticCode("unsupported-tag")
    package static let mergeKey = DiagnosticCode("merge-key")
    package static let multipleDocuments = DiagnosticCode("multiple-documents")
    package static let emptyFile = DiagnosticCode("empty-file")
    package static let notAMapping = DiagnosticCode("not-a-mapping")
    package static let unsupportedLineBreak = DiagnosticCode("unsupported-line-break")
}
