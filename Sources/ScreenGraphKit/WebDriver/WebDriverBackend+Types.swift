/// Element types in HTML and on Appium: what a type query selects, and the type an
/// element reports.
extension WebDriverBackend {
    /// The elements of a type, as a CSS selector list: what XCUITest's type queries
    /// select, in HTML terms (Docs/RealApps.md lists them).
    func cssSelector(for type: ElementType) -> String {
        switch type {
        case .any: "*"
        case .button: "button, input[type=submit], input[type=button], input[type=reset], input[type=image], [role=button]"
        case .link: "a[href], [role=link]"
        case .staticText: "h1, h2, h3, h4, h5, h6, p, label, span, legend, caption, dt, dd"
        case .textField:
            "input:not([type]), input[type=text], input[type=email], input[type=search], input[type=url], input[type=tel], input[type=number], textarea, [role=textbox], [contenteditable=true]"
        case .secureTextField: "input[type=password]"
        case .switch: "input[type=checkbox], [role=switch], [role=checkbox]"
        case .cell: "td, th, [role=cell], [role=gridcell]"
        case .table: "table, [role=table], [role=grid]"
        case .navigationBar: "nav, [role=navigation]"
        case .alert: "[role=alert], [role=alertdialog]"
        case .sheet: "dialog, [role=dialog]"
        case .other: "div, section, article, aside, header, footer, main, form, fieldset, ul, ol, li"
        case .banner: "[role=status]"
        case .image: "img, svg, [role=img]"
        case .progressIndicator: "progress, [role=progressbar]"
        case .webView: "iframe"
        case .searchField: "input[type=search], [role=searchbox]"
        case .textView: "textarea"
        case .slider: "input[type=range], [role=slider]"
        // No HTML counterpart: a query for these matches nothing.
        default: ":not(*)"
        }
    }
}

extension ElementType {
    /// The type an ARIA role (WebDriver's Get Computed Role) stands for.
    init(ariaRole role: String) {
        switch role.lowercased() {
        case "button": self = .button
        case "link": self = .link
        case "textbox", "searchbox", "combobox", "spinbutton": self = .textField
        case "checkbox", "switch": self = .switch
        case "cell", "gridcell", "columnheader", "rowheader": self = .cell
        case "table", "grid": self = .table
        case "navigation": self = .navigationBar
        case "alert", "alertdialog": self = .alert
        case "dialog": self = .sheet
        case "heading", "statictext", "paragraph", "label": self = .staticText
        case "status": self = .banner
        default: self = .other
        }
    }

    /// The type an Appium iOS element's `type` attribute names (`XCUIElementTypeButton`).
    init(xcuiTypeName name: String) {
        let bare = name.hasPrefix("XCUIElementType") ? String(name.dropFirst("XCUIElementType".count)) : name
        let lowered = bare.prefix(1).lowercased() + bare.dropFirst()
        self = ElementType(rawValue: lowered).flatMap { $0 == .any ? nil : $0 } ?? .other
    }
}
