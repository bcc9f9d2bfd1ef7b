import BrandCore

/// The codes the YAML layer reports. Each is documented in the README.
extension DiagnosticCode {
    public static let yamlSyntax = DiagnosticCode("yaml-syntax")
    public static let duplicateKey = DiagnosticCode("duplicate-key")
    public static let nestingLimit = DiagnosticCode("nesting-limit")
    public static let aliasLimit = DiagnosticCode("alias-limit")
    public static let nodeLimit = DiagnosticCode("node-limit")
    public static let fileTooLarge = DiagnosticCode("file-too-large")
    public static let unsupportedTag = DiagnosticCode("unsupported-tag")
    public static let mergeKey = DiagnosticCode("merge-key")
    public static let multipleDocuments = DiagnosticCode("multiple-documents")
    public static let emptyFile = DiagnosticCode("empty-file")
    public static let notAMapping = DiagnosticCode("not-a-mapping")
    public static let unsupportedLineBreak = DiagnosticCode("unsupported-line-break")
}
