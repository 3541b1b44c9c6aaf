import ScreenGraphKit

// The whole graph is one declaration, as Firefox for iOS keeps its screen graph in one
// `createScreenGraph` function; splitting it would scatter the screens a reader follows
// from one to the next, so this file is longer than most.

/// A screen graph modelled on the public structure of Firefox for iOS's UI-test screen
/// graph (its `FxScreenGraph.swift`, built with MappaMundi): the same screen names,
/// accessibility identifiers, guards and actions, written anew with ScreenGraphKit's
/// builder, with the changes ScreenGraph's semantics ask for noted where they are made.
///
/// `Graphs/Firefox.screengraph` is this graph written as text (a test keeps the two
/// equal) and `Graphs/Apps/Firefox.json` is a simulated app to run it against.
///
/// ```swift
/// let graph = try Firefox.graph()
/// let navigator = Navigator(graph: graph, driver: driver)
/// try navigator.goto(Firefox.Screen.tabTray)
/// try navigator.performAction(Firefox.Action.openNewTabFromTabTray)
/// ```
public enum Firefox {
    /// The screens, named as Firefox's graph names them.
    public enum Screen: String, ScreenGraphName, CaseIterable, Sendable {
        // Browsing
        case homePanelsScreen = "HomePanelsScreen"
        case newTabScreen = "NewTabScreen"
        case urlBarOpen = "URLBarOpen"
        case urlBarLongPressMenu = "URLBarLongPressMenu"
        case webPageLoading = "WebPageLoading"
        case basicAuthDialog = "BasicAuthDialog"
        case browserTab = "BrowserTab"
        case browserTabMenu = "BrowserTabMenu"
        case pageOptionsMenu = "PageOptionsMenu"
        case reloadLongPressMenu = "ReloadLongPressMenu"
        case trackingProtectionContextMenuDetails = "TrackingProtectionContextMenuDetails"
        case findInPage = "FindInPage"
        case webLinkContextMenu = "WebLinkContextMenu"
        case webImageContextMenu = "WebImageContextMenu"
        case topSitesPanelContextMenu = "TopSitesPanelContextMenu"
        // Tabs
        case tabTray = "TabTray"
        case privateTabTray = "PrivateTabTray"
        case closeTabMenu = "CloseTabMenu"
        case tabTrayLongPressMenu = "TabTrayLongPressMenu"
        // Library
        case libraryPanelBookmarks = "LibraryPanel_Bookmarks"
        case mobileBookmarks = "MobileBookmarks"
        case mobileBookmarksEdit = "MobileBookmarksEdit"
        case mobileBookmarksAdd = "MobileBookmarksAdd"
        case enterNewBookmarkTitleAndUrl = "EnterNewBookmarkTitleAndUrl"
        case bookmarksPanelContextMenu = "BookmarksPanelContextMenu"
        case libraryPanelHistory = "LibraryPanel_History"
        case historyRecentlyClosed = "HistoryRecentlyClosed"
        case historyPanelContextMenu = "HistoryPanelContextMenu"
        case libraryPanelReadingList = "LibraryPanel_ReadingList"
        case libraryPanelDownloads = "LibraryPanel_Downloads"
        case libraryPanelSyncedTabs = "LibraryPanel_SyncedTabs"
        // Settings
        case settingsScreen = "SettingsScreen"
        case searchSettings = "SearchSettings"
        case addCustomSearchSettings = "AddCustomSearchSettings"
        case newTabSettings = "NewTabSettings"
        case homeSettings = "HomeSettings"
        case openWithSettings = "OpenWithSettings"
        case displaySettings = "DisplaySettings"
        case translationSettings = "TranslationSettings"
        case siriSettings = "SiriSettings"
        case passcodeSettings = "PasscodeSettings"
        case setPasscodeScreen = "SetPasscodeScreen"
        case confirmPasscodeScreen = "ConfirmPasscodeScreen"
        case disablePasscodeSettings = "DisablePasscodeSettings"
        case changePasscodeSettings = "ChangePasscodeSettings"
        case passcodeIntervalSettings = "PasscodeIntervalSettings"
        case loginsSettings = "LoginsSettings"
        case lockedLoginsSettings = "LockedLoginsSettings"
        case clearPrivateDataSettings = "ClearPrivateDataSettings"
        case clearPrivateDataAlert = "ClearPrivateDataAlert"
        case websiteDataSettings = "WebsiteDataSettings"
        case websiteSearchDataSettings = "WebsiteSearchDataSettings"
        case clearAllWebsiteDataAlert = "ClearAllWebsiteDataAlert"
        case trackingProtectionSettings = "TrackingProtectionSettings"
        case syncSettings = "SyncSettings"
        case introWelcome = "Intro_Welcome"
        case introSync = "Intro_Sync"
        // Accounts
        case introFxASignin = "Intro_FxASignin"
        case fxASigninScreen = "FxASigninScreen"
        case fxCreateAccount = "FxCreateAccount"
        case fxAccountManagementPage = "FxAccountManagementPage"
    }

    /// The actions and navigator actions, named as Firefox's `Action` class names them
    /// where it has them.
    public enum Action: String, ScreenGraphName, CaseIterable, Sendable {
        // Browsing
        case loadURL = "LoadURL"
        case loadURLByTyping = "LoadURLByTyping"
        case loadURLByPasting = "LoadURLByPasting"
        case setURL = "SetURL"
        case setURLByTyping = "SetURLByTyping"
        case setURLByPasting = "SetURLByPasting"
        case loadBasicAuthURLByTyping = "LoadBasicAuthURLByTyping"
        case closeURLBarOpen = "CloseURLBarOpen"
        case openSearchBarFromSearchButton = "OpenSearchBarFromSearchButton"
        case reloadURL = "ReloadURL"
        case goToHomePage = "GoToHomePage"
        case toggleNoImageMode = "ToggleNoImageMode"
        case toggleNightMode = "ToggleNightMode"
        case openWhatsNewPage = "OpenWhatsNewPage"
        case requestDesktopSite = "RequestDesktopSite"
        case requestMobileSite = "RequestMobileSite"
        case bookmarkThreeDots = "BookmarkThreeDots"
        case bookmark = "Bookmark"
        case pinToTopSitesPAM = "PinToTopSitesPAM"
        case copyAddressPAM = "CopyAddressPAM"
        case sentToDevice = "SentToDevice"
        case addToReadingListBrowserTabMenu = "AddToReadingListBrowserTabMenu"
        case toggleRequestDesktopSite = "ToggleRequestDesktopSite"
        case toggleTrackingProtectionPerTabEnabled = "ToggleTrackingProtectionPerTabEnabled"
        case trackingProtectionPerSiteToggle = "TrackingProtectionperSiteToggle"
        case openSettingsFromTPMenu = "OpenSettingsFromTPMenu"
        case closeTPContextMenu = "CloseTPContextMenu"
        case openLinkInNewTab = "OpenLinkInNewTab"
        case openLinkInNewPrivateTab = "OpenLinkInNewPrivateTab"
        case copyImage = "CopyImage"
        case unpinTopSite = "UnpinTopSite"
        // Tabs
        case openNewTabFromTabTray = "OpenNewTabFromTabTray"
        case openNewPrivateTabFromTabTray = "OpenNewPrivateTabFromTabTray"
        case togglePrivateMode = "TogglePrivateMode"
        case toggleRegularMode = "ToggleRegularMode"
        case acceptRemovingAllTabs = "AcceptRemovingAllTabs"
        case openNewTabLongPressTabsButton = "OpenNewTabLongPressTabsButton"
        case openPrivateTabLongPressTabsButton = "OpenPrivateTabLongPressTabsButton"
        case closeTabFromTabTrayLongPressMenu = "CloseTabFromTabTrayLongPressMenu"
        case closeTab = "CloseTab"
        // Library
        case closeBookmarkPanel = "CloseBookmarkPanel"
        case closeHistoryListPanel = "CloseHistoryListPanel"
        case closeReadingListPanel = "CloseReadingListPanel"
        case closeDownloadsPanel = "CloseDownloadsPanel"
        case closeSyncedTabsPanel = "CloseSyncedTabsPanel"
        case exitMobileBookmarksFolder = "ExitMobileBookmarksFolder"
        case removeItemMobileBookmarks = "RemoveItemMobileBookmarks"
        case addNewBookmark = "AddNewBookmark"
        case addNewSeparator = "AddNewSeparator"
        case saveCreatedBookmark = "SaveCreatedBookmark"
        case openBookmarkInNewTab = "OpenBookmarkInNewTab"
        case clearRecentHistory = "ClearRecentHistory"
        case removeFromHistory = "RemoveFromHistory"
        // Settings
        case addCustomSearchEngine = "AddCustomSearchEngine"
        case removeCustomSearchEngine = "RemoveCustomSearchEngine"
        case selectNewTabAsBlankPage = "SelectNewTabAsBlankPage"
        case selectNewTabAsFirefoxHomePage = "SelectNewTabAsFirefoxHomePage"
        case selectNewTabAsCustomURL = "SelectNewTabAsCustomURL"
        case selectHomeAsFirefoxHomePage = "SelectHomeAsFirefoxHomePage"
        case selectHomeAsCustomURL = "SelectHomeAsCustomURL"
        case togglePocketInNewTab = "TogglePocketInNewTab"
        case systemThemeSwitch = "SystemThemeSwitch"
        case selectAutomatically = "SelectAutomatically"
        case selectManually = "SelectManually"
        case enableTranslation = "EnableTranslation"
        case disableTranslation = "DisableTranslation"
        case selectGoogle = "SelectGoogle"
        case selectBing = "SelectBing"
        case setPasscodeTypeOnce = "SetPasscodeTypeOnce"
        case setPasscode = "SetPasscode"
        case disablePasscode = "DisablePasscode"
        case disablePasscodeTypeIncorrectPasscode = "DisablePasscodeTypeIncorrectPasscode"
        case confirmPasscodeToChangePasscode = "ConfirmPasscodeToChangePasscode"
        case loginPasscodeTypeIncorrectOne = "LoginPasscodeTypeIncorrectOne"
        case unlockLoginsSettings = "UnlockLoginsSettings"
        case acceptClearPrivateData = "AcceptClearPrivateData"
        case tapOnFilterWebsites = "TapOnFilterWebsites"
        case showMoreWebsiteDataEntries = "ShowMoreWebsiteDataEntries"
        case acceptClearAllWebsiteData = "AcceptClearAllWebsiteData"
        case switchETP = "SwitchETP"
        case enableStrictMode = "EnableStrictMode"
        case enableStandardMode = "EnableStandardMode"
        case disconnectSync = "DisconnectSync"
        // Accounts
        case openEmailToSignIn = "OpenEmailToSignIn"
        case fxATypeEmail = "FxATypeEmail"
        case fxATypePassword = "FxATypePassword"
        case fxATapOnSignInButton = "FxATapOnSignInButton"
        // Navigator actions, after the helpers Firefox adds to its navigator.
        case openURL = "OpenURL"
        case createNewTab = "CreateNewTab"
        case openNewURL = "OpenNewURL"
        case setUpPasscode = "SetUpPasscode"
        case changePasscode = "ChangePasscode"
        case signInToFxA = "SignInToFxA"
    }

    /// The page Firefox's tests load when they need one, typed with a return.
    public static let defaultURL = "https://www.mozilla.org/en-US/book/"
    /// A page behind HTTP basic authentication.
    public static let basicAuthURL = "https://jigsaw.w3.org/HTTP/Basic/"
    /// The passcode Firefox's tests set (`FxUserState.newPasscode`).
    public static let newPasscode = "111111"
    /// A wrong passcode (`FxUserState.wrongPasscode`).
    public static let wrongPasscode = "111112"


    /// The graph: 61 screens, starting on the home panels of the tab the app launches with.
    ///
    /// Firefox's graph starts on `FirstRun`, which leads to `NewTabScreen` or the intro
    /// by `noop` edges that depend on launch arguments; here the app launches on its home
    /// panels, and the intro is the tour shown from Settings.
    ///
    /// - Throws: ``GraphError`` if the declarations do not compile (a test checks they do).
    /// - Complexity: O(V + E).
    public static func graph() throws(GraphError) -> ScreenGraph {
        try ScreenGraph.build(name: "Firefox", start: Screen.homePanelsScreen, state: FxUserState.self) { map in
            addBrowsingScreens(to: map)
            addTabScreens(to: map)
            addLibraryScreens(to: map)
            addSettingsScreens(to: map)
            addAccountScreens(to: map)
            addNavigatorActions(to: map)
        }
    }

    // MARK: Gestures shared by many screens, named as Firefox names its closures

    static let navigationControllerBackAction = Interaction.tap("navigationBar.backButton")
    static let cancelBackAction = Interaction.tap("PhotonMenu.close")
    static let dismissContextMenuAction = Interaction(.custom("tap outside the menu"))
    static let cancelTypePasscode = Interaction.tap("passcode.cancel")

    /// The URL bar of a screen that shows one (Firefox's `makeURLBarAvailable`).
    static func makeURLBarAvailable(_ screen: ScreenStateBuilder<FxUserState>) {
        screen.tap("url", to: Screen.urlBarOpen)
        screen.press("url", to: Screen.urlBarLongPressMenu)
    }

    /// The tabs and menu buttons of the toolbar (Firefox's `makeToolBarAvailable`); the
    /// tab tray opens on the panel of the selected tab.
    static func makeToolBarAvailable(_ screen: ScreenStateBuilder<FxUserState>) {
        screen.tap("TabToolbar.menuButton", to: Screen.browserTabMenu)
        screen.tap("TabToolbar.tabsButton", to: Screen.tabTray, if: "!isPrivate")
        screen.tap("TabToolbar.tabsButton", to: Screen.privateTabTray, if: "isPrivate")
        screen.press("TabToolbar.tabsButton", to: Screen.tabTrayLongPressMenu)
    }

    // MARK: Browsing

    static func addBrowsingScreens(to map: GraphBuilder<FxUserState>) {
        map.addScreenState(Screen.homePanelsScreen) { screen in
            screen.onEnterWaitFor("TopSitesCell.site.0")
            makeURLBarAvailable(screen)
            makeToolBarAvailable(screen)
            screen.tap("TopSitesCell.site.0", to: Screen.webPageLoading)
            screen.press("TopSitesCell.site.0", to: Screen.topSitesPanelContextMenu)
            screen.tap("PocketStory.0", to: Screen.webPageLoading, if: "pocketInNewTab")
            // On the home panels the reload button searches.
            screen.tap(
                "TabToolbar.stopReloadButton", forAction: Action.openSearchBarFromSearchButton, transitionTo: Screen.urlBarOpen)
        }

        // A new tab opens with its URL bar focused; cancelling leaves the home panels.
        map.addScreenState(Screen.newTabScreen) { screen in
            screen.onEnterWaitFor("urlBar-cancel")
            screen.press("url", to: Screen.urlBarLongPressMenu)
            makeToolBarAvailable(screen)
            screen.typeText(defaultURL + "\n", into: "url", forAction: Action.loadURLByTyping, transitionTo: Action.loadURL)
            screen.tap("urlBar-cancel", forAction: Action.closeURLBarOpen, transitionTo: Screen.homePanelsScreen)
        }

        // Firefox's URLBarOpen is dismissOnUse: typing a URL without a return stays on it.
        map.addScreenState(Screen.urlBarOpen) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("urlBar-cancel")
            screen.backAction(.tap("urlBar-cancel"))
            screen.typeText(defaultURL + "\n", into: "url", forAction: Action.loadURLByTyping, transitionTo: Action.loadURL)
            screen.typeText(defaultURL, into: "url", forAction: Action.setURLByTyping, transitionTo: Action.setURL)
            screen.typeText(
                basicAuthURL + "\n", into: "url", forAction: Action.loadBasicAuthURLByTyping,
                transitionTo: Screen.basicAuthDialog)
        }
        map.addAction(Action.setURL, transitionTo: Screen.urlBarOpen)
        map.addAction(Action.loadURL, transitionTo: Screen.webPageLoading)

        map.addScreenState(Screen.urlBarLongPressMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("menu-Paste")
            screen.backAction(cancelBackAction)
            screen.tap("menu-PasteAndGo", forAction: Action.loadURLByPasting, transitionTo: Action.loadURL)
            screen.tap("menu-Paste", forAction: Action.setURLByPasting, transitionTo: Action.setURL)
        }

        // Every page load passes here: it is visited (outside private browsing) and
        // leaves website data. The load finishes on its own; the noop waits for it.
        map.addScreenState(Screen.webPageLoading) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("progressIndicator")
            screen.onEnter("hasHistory = hasHistory || !isPrivate", "hasWebsiteData = true")
            screen.noop(to: Screen.browserTab)
        }

        map.addScreenState(Screen.basicAuthDialog) { screen in
            screen.onEnterWaitFor("BasicAuth.alert")
            screen.tap("BasicAuth.cancel", to: Screen.browserTab)
        }

        map.addScreenState(Screen.browserTab) { screen in
            screen.onEnterWaitFor("TabLocationView.pageOptionsButton")
            makeURLBarAvailable(screen)
            makeToolBarAvailable(screen)
            screen.tap("TabLocationView.pageOptionsButton", to: Screen.pageOptionsMenu)
            screen.tap(
                "TabLocationView.trackingProtectionButton", to: Screen.trackingProtectionContextMenuDetails,
                if: "trackingProtectionSettingOnNormalMode")
            screen.press("webView.link.0", to: Screen.webLinkContextMenu)
            screen.press("webView.image.0", to: Screen.webImageContextMenu)
            screen.press("TabToolbar.stopReloadButton", to: Screen.reloadLongPressMenu)
            screen.tap("TabToolbar.stopReloadButton", forAction: Action.reloadURL, transitionTo: Screen.webPageLoading)
            screen.tap(
                "TabToolbar.homeButton", forAction: Action.goToHomePage, transitionTo: Screen.homePanelsScreen,
                if: "!customHomePage")
        }

        map.addScreenState(Screen.browserTabMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("menu-Settings")
            screen.backAction(cancelBackAction)
            screen.tap("menu-Settings", to: Screen.settingsScreen)
            screen.tap("menu-sync", to: Screen.introFxASignin, if: "fxaUsername == nil")
            screen.tap("placeholder-avatar", to: Screen.fxAccountManagementPage, if: "fxaUsername != nil")
            screen.tap("key", to: Screen.loginsSettings, if: "passcode == nil")
            screen.tap("key", to: Screen.lockedLoginsSettings, if: "passcode != nil")
            screen.tap("menu-panel-Bookmarks", to: Screen.libraryPanelBookmarks)
            screen.tap("menu-panel-History", to: Screen.libraryPanelHistory)
            screen.tap("menu-panel-ReadingList", to: Screen.libraryPanelReadingList)
            screen.tap("menu-panel-Downloads", to: Screen.libraryPanelDownloads)
            screen.tap(
                "menu-NoImageMode", forAction: Action.toggleNoImageMode, transitionTo: Screen.browserTabMenu,
                effects: ["noImageMode = !noImageMode"])
            screen.tap(
                "menu-NightMode", forAction: Action.toggleNightMode, transitionTo: Screen.browserTabMenu,
                effects: ["nightMode = !nightMode"])
            screen.tap(
                "menu-Home", forAction: Action.goToHomePage, transitionTo: Screen.homePanelsScreen, if: "!customHomePage")
            screen.tap("whatsnew", forAction: Action.openWhatsNewPage, transitionTo: Screen.webPageLoading)
        }

        // Firefox leads to empty RequestDesktopSite and RequestMobileSite screens; here
        // they are actions, and the page reloads.
        map.addScreenState(Screen.pageOptionsMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("menu-FindInPage")
            screen.backAction(cancelBackAction)
            screen.tap("menu-FindInPage", to: Screen.findInPage)
            screen.tap(
                "menu-RequestDesktopSite", forAction: Action.requestDesktopSite, transitionTo: Screen.webPageLoading,
                if: "!requestDesktopSite", effects: ["requestDesktopSite = true"])
            screen.tap(
                "menu-ViewMobile", forAction: Action.requestMobileSite, transitionTo: Screen.webPageLoading,
                if: "requestDesktopSite", effects: ["requestDesktopSite = false"])
            screen.tap("menu-Bookmark", forAction: Action.bookmarkThreeDots, transitionTo: Action.bookmark)
            screen.tap("action_pin", forAction: Action.pinToTopSitesPAM, if: "!pinnedTopSite", effects: ["pinnedTopSite = true"])
            screen.tap("menu-Copy-Link", forAction: Action.copyAddressPAM)
            screen.tap("menu-Send-to-Device", forAction: Action.sentToDevice, if: "fxaUsername != nil")
            screen.tap(
                "addToReadingList", forAction: Action.addToReadingListBrowserTabMenu, effects: ["readingListCount += 1"])
        }
        map.addAction(Action.bookmark, effects: ["numBookmarks += 1"])

        map.addScreenState(Screen.reloadLongPressMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("menu-RequestDesktopSite")
            screen.backAction(cancelBackAction)
            screen.tap(
                "menu-RequestDesktopSite", forAction: Action.toggleRequestDesktopSite, transitionTo: Screen.webPageLoading,
                effects: ["requestDesktopSite = !requestDesktopSite"])
            screen.tap(
                "menu-TrackingProtection", forAction: Action.toggleTrackingProtectionPerTabEnabled,
                if: "trackingProtectionSettingOnNormalMode",
                effects: ["trackingProtectionPerTabEnabled = !trackingProtectionPerTabEnabled"])
        }

        map.addScreenState(Screen.trackingProtectionContextMenuDetails) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("tp.add-to-safelist")
            screen.tap(
                "tp.add-to-safelist", forAction: Action.trackingProtectionPerSiteToggle,
                effects: ["trackingProtectionPerTabEnabled = !trackingProtectionPerTabEnabled"])
            screen.tap("settings", forAction: Action.openSettingsFromTPMenu, transitionTo: Screen.trackingProtectionSettings)
            screen.gesture(cancelBackAction, forAction: Action.closeTPContextMenu)
        }

        map.addScreenState(Screen.findInPage) { screen in
            screen.onEnterWaitFor("FindInPage.searchField")
            screen.tap("FindInPage.close", to: Screen.browserTab)
        }

        map.addScreenState(Screen.webLinkContextMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("contextMenu.openInNewTab")
            screen.backAction(dismissContextMenuAction)
            screen.tap("contextMenu.openInNewTab", forAction: Action.openLinkInNewTab, effects: ["numTabs += 1"])
            screen.tap("contextMenu.openInNewPrivateTab", forAction: Action.openLinkInNewPrivateTab)
        }

        map.addScreenState(Screen.webImageContextMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("contextMenu.copyImage")
            screen.backAction(dismissContextMenuAction)
            screen.tap("contextMenu.copyImage", forAction: Action.copyImage)
        }

        map.addScreenState(Screen.topSitesPanelContextMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("action_remove")
            screen.backAction(dismissContextMenuAction)
            screen.tap("action_unpin", forAction: Action.unpinTopSite, if: "pinnedTopSite", effects: ["pinnedTopSite = false"])
        }
    }

    // MARK: Tabs

    static func addTabScreens(to map: GraphBuilder<FxUserState>) {
        // The tray is presented over the tab; Done returns to it. Switching panels does
        // not select a tab, so it leaves isPrivate as it is.
        map.addScreenState(Screen.tabTray) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("TabTrayController.collectionView")
            screen.backAction(.tap("TabTrayController.doneButton"))
            screen.tap("TabTrayController.removeTabsButton", to: Screen.closeTabMenu)
            screen.tap(
                "TabTrayController.addTabButton", forAction: Action.openNewTabFromTabTray, transitionTo: Screen.newTabScreen,
                effects: ["numTabs += 1", "isPrivate = false"])
            screen.tap("TabTrayController.maskButton", forAction: Action.togglePrivateMode, transitionTo: Screen.privateTabTray)
        }

        map.addScreenState(Screen.privateTabTray) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("TabTrayController.privateCollectionView")
            screen.backAction(.tap("TabTrayController.doneButton"))
            screen.tap(
                "TabTrayController.addTabButton", forAction: Action.openNewPrivateTabFromTabTray,
                transitionTo: Screen.newTabScreen, effects: ["isPrivate = true"])
            screen.tap("TabTrayController.maskButton", forAction: Action.toggleRegularMode, transitionTo: Screen.tabTray)
        }

        // Cancelling the sheet shows the tray again, so it is an edge, not a back gesture.
        map.addScreenState(Screen.closeTabMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("TabTrayController.deleteButton.closeAll")
            screen.tap("TabTrayController.deleteButton.cancel", to: Screen.tabTray)
            screen.tap(
                "TabTrayController.deleteButton.closeAll", forAction: Action.acceptRemovingAllTabs,
                transitionTo: Screen.homePanelsScreen, effects: ["numTabs = 1", "isPrivate = false"])
        }

        map.addScreenState(Screen.tabTrayLongPressMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("quick_action_new_tab")
            screen.backAction(cancelBackAction)
            screen.tap(
                "quick_action_new_tab", forAction: Action.openNewTabLongPressTabsButton, transitionTo: Screen.newTabScreen,
                effects: ["numTabs += 1", "isPrivate = false"])
            screen.tap(
                "nav-tabcounter", forAction: Action.openPrivateTabLongPressTabsButton, transitionTo: Screen.newTabScreen,
                effects: ["isPrivate = true"])
            // Closing the last tab or a private one is left out of the model.
            screen.tap(
                "tab_close", forAction: Action.closeTabFromTabTrayLongPressMenu, transitionTo: Action.closeTab,
                if: "!isPrivate && numTabs > 1")
        }
        map.addAction(Action.closeTab, effects: ["numTabs -= 1"], transitionTo: Screen.homePanelsScreen)
    }

    // MARK: Library

    /// The library's panels and the buttons that switch to them.
    static let libraryPanels: [(button: String, screen: Screen, close: Action)] = [
        ("LibraryPanels.Bookmarks", .libraryPanelBookmarks, .closeBookmarkPanel),
        ("LibraryPanels.History", .libraryPanelHistory, .closeHistoryListPanel),
        ("LibraryPanels.ReadingList", .libraryPanelReadingList, .closeReadingListPanel),
        ("LibraryPanels.Downloads", .libraryPanelDownloads, .closeDownloadsPanel),
        ("LibraryPanels.SyncedTabs", .libraryPanelSyncedTabs, .closeSyncedTabsPanel),
    ]

    /// The library is presented over the tab: every screen in it is dismissOnUse, Done
    /// closes it (an action with no `then` returns to the screen beneath), and the
    /// panel buttons switch between panels.
    static func addLibraryPanel(_ panel: Screen, waitFor element: String, to map: GraphBuilder<FxUserState>,
                                _ configure: @escaping (ScreenStateBuilder<FxUserState>) -> Void) {
        map.addScreenState(panel) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor(element)
            for other in libraryPanels where other.screen != panel {
                screen.tap(other.button, to: other.screen)
            }
            if let own = libraryPanels.first(where: { $0.screen == panel }) {
                screen.tap("Done", forAction: own.close)
            }
            configure(screen)
        }
    }

    static func addLibraryScreens(to map: GraphBuilder<FxUserState>) {
        addLibraryPanel(.libraryPanelBookmarks, waitFor: "Bookmarks List", to: map) { screen in
            screen.tap("bookmarkFolder.mobile", to: Screen.mobileBookmarks)
            screen.press("BookmarksList.recent.0", to: Screen.bookmarksPanelContextMenu, if: "numBookmarks > 0")
        }

        map.addScreenState(Screen.mobileBookmarks) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("Mobile Bookmarks")
            screen.tap("Edit", to: Screen.mobileBookmarksEdit)
            screen.tap("BookmarksList.row.0", to: Screen.webPageLoading, if: "numBookmarks > 0")
            screen.tap("Bookmarks", forAction: Action.exitMobileBookmarksFolder, transitionTo: Screen.libraryPanelBookmarks)
            screen.tap("Done", forAction: Action.closeBookmarkPanel)
        }

        map.addScreenState(Screen.mobileBookmarksEdit) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("Add")
            screen.tap("Add", to: Screen.mobileBookmarksAdd)
            screen.tap("BookmarksEdit.done", to: Screen.mobileBookmarks)
            screen.tap(
                "BookmarksList.row.0.delete", forAction: Action.removeItemMobileBookmarks,
                transitionTo: Screen.mobileBookmarksEdit, if: "numBookmarks > 0", effects: ["numBookmarks -= 1"])
        }

        map.addScreenState(Screen.mobileBookmarksAdd) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("action_bookmark")
            screen.tap("Cancel", to: Screen.mobileBookmarksEdit)
            screen.tap("action_bookmark", forAction: Action.addNewBookmark, transitionTo: Screen.enterNewBookmarkTitleAndUrl)
            screen.tap("nav-menu", forAction: Action.addNewSeparator, transitionTo: Screen.mobileBookmarksEdit)
        }

        map.addScreenState(Screen.enterNewBookmarkTitleAndUrl) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("Save")
            screen.tap("Cancel", to: Screen.mobileBookmarksEdit)
            screen.tap(
                "Save", forAction: Action.saveCreatedBookmark, transitionTo: Screen.mobileBookmarksEdit,
                effects: ["numBookmarks += 1"])
        }

        map.addScreenState(Screen.bookmarksPanelContextMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("action_new_tab")
            screen.gesture(dismissContextMenuAction, to: Screen.libraryPanelBookmarks)
            screen.tap(
                "action_new_tab", forAction: Action.openBookmarkInNewTab, transitionTo: Screen.libraryPanelBookmarks,
                effects: ["numTabs += 1"])
        }

        addLibraryPanel(.libraryPanelHistory, waitFor: "History List", to: map) { screen in
            screen.tap("HistoryPanel.recentlyClosedCell", to: Screen.historyRecentlyClosed)
            screen.tap("HistoryList.row.0", to: Screen.webPageLoading, if: "hasHistory")
            screen.press("HistoryList.row.0", to: Screen.historyPanelContextMenu, if: "hasHistory")
            screen.tap(
                "HistoryPanel.clearHistory", forAction: Action.clearRecentHistory, transitionTo: Screen.libraryPanelHistory,
                if: "hasHistory", effects: ["hasHistory = false"])
        }

        map.addScreenState(Screen.historyRecentlyClosed) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("Recently Closed Tabs List")
            screen.tap("History", to: Screen.libraryPanelHistory)
            screen.tap("Done", forAction: Action.closeHistoryListPanel)
        }

        map.addScreenState(Screen.historyPanelContextMenu) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("action_remove")
            screen.gesture(dismissContextMenuAction, to: Screen.libraryPanelHistory)
            screen.tap(
                "action_remove", forAction: Action.removeFromHistory, transitionTo: Screen.libraryPanelHistory,
                effects: ["hasHistory = false"])
        }

        addLibraryPanel(.libraryPanelReadingList, waitFor: "ReadingTable", to: map) { screen in
            screen.tap("ReadingTable.cell.0", to: Screen.webPageLoading, if: "readingListCount > 0")
        }
        addLibraryPanel(.libraryPanelDownloads, waitFor: "DownloadsTable", to: map) { _ in }
        addLibraryPanel(.libraryPanelSyncedTabs, waitFor: "SyncedTabs", to: map) { screen in
            screen.tap("SyncedTabs.signIn", to: Screen.introFxASignin, if: "fxaUsername == nil")
        }
    }

    // MARK: Settings

    static func addSettingsScreens(to map: GraphBuilder<FxUserState>) {
        map.addScreenState(Screen.settingsScreen) { screen in
            screen.onEnterWaitFor("AppSettingsTableViewController.tableView")
            screen.backAction(.tap("AppSettingsTableViewController.navigationItem.leftBarButtonItem"))
            screen.tap("Sync", to: Screen.syncSettings, if: "fxaUsername != nil")
            screen.tap("SignInToSync", to: Screen.introFxASignin, if: "fxaUsername == nil")
            screen.tap("Search", to: Screen.searchSettings)
            screen.tap("NewTab", to: Screen.newTabSettings)
            screen.tap("Home", to: Screen.homeSettings)
            screen.tap("OpenWith.Setting", to: Screen.openWithSettings)
            screen.tap("DisplayThemeOption", to: Screen.displaySettings)
            screen.tap("TranslationOption", to: Screen.translationSettings)
            screen.tap("SiriSettings", to: Screen.siriSettings)
            screen.tap("TouchIDPasscode", to: Screen.passcodeSettings)
            screen.tap("Logins", to: Screen.loginsSettings, if: "passcode == nil")
            screen.tap("Logins", to: Screen.lockedLoginsSettings, if: "passcode != nil")
            screen.tap("ClearPrivateData", to: Screen.clearPrivateDataSettings)
            screen.tap("TrackingProtection", to: Screen.trackingProtectionSettings)
            screen.tap("ShowTour", to: Screen.introWelcome)
        }

        map.addScreenState(Screen.searchSettings) { screen in
            screen.onEnterWaitFor("customEngineViewButton")
            screen.backAction(navigationControllerBackAction)
            screen.tap("customEngineViewButton", to: Screen.addCustomSearchSettings)
            screen.gesture(
                Interaction(.swipeLeft, element: "customEngine.0"), forAction: Action.removeCustomSearchEngine,
                if: "customSearchEngine", effects: ["customSearchEngine = false"])
        }

        // A form presented over the search settings, which saving returns to.
        map.addScreenState(Screen.addCustomSearchSettings) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("customEngineTitle")
            screen.backAction(navigationControllerBackAction)
            screen.tap(
                "customEngineSaveButton", forAction: Action.addCustomSearchEngine, if: "!customSearchEngine",
                effects: ["customSearchEngine = true"])
        }

        map.addScreenState(Screen.newTabSettings) { screen in
            screen.onEnterWaitFor("NewTabAsFirefoxHome")
            screen.backAction(navigationControllerBackAction)
            screen.tap("NewTabAsBlankPage", forAction: Action.selectNewTabAsBlankPage, effects: ["newTabPage = \"Blank\""])
            screen.tap(
                "NewTabAsFirefoxHome", forAction: Action.selectNewTabAsFirefoxHomePage, effects: ["newTabPage = \"TopSites\""])
            screen.tap("NewTabAsCustomURL", forAction: Action.selectNewTabAsCustomURL, effects: ["newTabPage = \"CustomURL\""])
        }

        // A switch is set with toggleOn or toggleOff, never by tapping its row: one action,
        // declared once for each direction, flips the field.
        map.addScreenState(Screen.homeSettings) { screen in
            screen.onEnterWaitFor("HomeAsFirefoxHome")
            screen.backAction(navigationControllerBackAction)
            screen.tap("HomeAsFirefoxHome", forAction: Action.selectHomeAsFirefoxHomePage, effects: ["customHomePage = false"])
            screen.tap("HomeAsCustomURL", forAction: Action.selectHomeAsCustomURL, effects: ["customHomePage = true"])
            screen.toggleOn(
                "ASPocketStoriesVisible", forAction: Action.togglePocketInNewTab, if: "!pocketInNewTab",
                effects: ["pocketInNewTab = !pocketInNewTab"])
            screen.toggleOff(
                "ASPocketStoriesVisible", forAction: Action.togglePocketInNewTab, if: "pocketInNewTab",
                effects: ["pocketInNewTab = !pocketInNewTab"])
        }

        map.addScreenState(Screen.openWithSettings) { screen in
            screen.onEnterWaitFor("OpenWith.Mail")
            screen.backAction(navigationControllerBackAction)
        }

        map.addScreenState(Screen.displaySettings) { screen in
            screen.onEnterWaitFor("SystemThemeSwitchValue")
            screen.backAction(navigationControllerBackAction)
            screen.toggleOn(
                "SystemThemeSwitchValue", forAction: Action.systemThemeSwitch, if: "!useSystemTheme",
                effects: ["useSystemTheme = !useSystemTheme"])
            screen.toggleOff(
                "SystemThemeSwitchValue", forAction: Action.systemThemeSwitch, if: "useSystemTheme",
                effects: ["useSystemTheme = !useSystemTheme"])
            screen.tap(
                "DisplaySettings.automatically", forAction: Action.selectAutomatically, if: "!useSystemTheme",
                effects: ["themeAutomatic = true"])
            screen.tap(
                "DisplaySettings.manually", forAction: Action.selectManually, if: "!useSystemTheme",
                effects: ["themeAutomatic = false"])
        }

        map.addScreenState(Screen.translationSettings) { screen in
            screen.onEnterWaitFor("TranslateSwitchValue")
            screen.backAction(navigationControllerBackAction)
            screen.toggleOn(
                "TranslateSwitchValue", forAction: Action.enableTranslation, if: "!translationEnabled",
                effects: ["translationEnabled = true"])
            screen.toggleOff(
                "TranslateSwitchValue", forAction: Action.disableTranslation, if: "translationEnabled",
                effects: ["translationEnabled = false"])
            screen.tap(
                "Translation.Google", forAction: Action.selectGoogle, if: "translationEnabled",
                effects: ["translationService = \"Google\""])
            screen.tap(
                "Translation.Bing", forAction: Action.selectBing, if: "translationEnabled",
                effects: ["translationService = \"Bing\""])
        }

        map.addScreenState(Screen.siriSettings) { screen in
            screen.onEnterWaitFor("SiriSettings.openNewTab")
            screen.backAction(navigationControllerBackAction)
        }

        addPasscodeScreens(to: map)

        map.addScreenState(Screen.clearPrivateDataSettings) { screen in
            screen.onEnterWaitFor("ClearPrivateData")
            screen.backAction(navigationControllerBackAction)
            screen.tap("WebsiteData", to: Screen.websiteDataSettings)
            screen.tap("ClearPrivateData", to: Screen.clearPrivateDataAlert)
        }

        // Firefox taps the cell and the alert's OK in one action; here the alert is a screen.
        map.addScreenState(Screen.clearPrivateDataAlert) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("ClearPrivateDataAlert")
            screen.backAction(.tap("Cancel"))
            screen.tap(
                "OK", forAction: Action.acceptClearPrivateData, effects: ["hasHistory = false", "hasWebsiteData = false"])
        }

        map.addScreenState(Screen.websiteDataSettings) { screen in
            screen.onEnterWaitFor("Filter Sites")
            screen.backAction(navigationControllerBackAction)
            screen.tap("ClearAllWebsiteData", to: Screen.clearAllWebsiteDataAlert, if: "hasWebsiteData")
            screen.tap("Filter Sites", forAction: Action.tapOnFilterWebsites, transitionTo: Screen.websiteSearchDataSettings)
            screen.tap("ShowMoreWebsiteData", forAction: Action.showMoreWebsiteDataEntries, if: "hasWebsiteData")
        }

        map.addScreenState(Screen.websiteSearchDataSettings) { screen in
            screen.onEnterWaitFor("Filter Sites.cancel")
            screen.backAction(.tap("Filter Sites.cancel"))
        }

        map.addScreenState(Screen.clearAllWebsiteDataAlert) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("ClearAllWebsiteDataAlert")
            screen.backAction(.tap("Cancel"))
            screen.tap("OK", forAction: Action.acceptClearAllWebsiteData, effects: ["hasWebsiteData = false"])
        }

        map.addScreenState(Screen.trackingProtectionSettings) { screen in
            screen.onEnterWaitFor("prefkey.trackingprotection.normalbrowsing")
            screen.backAction(navigationControllerBackAction)
            screen.toggleOff(
                "prefkey.trackingprotection.normalbrowsing", forAction: Action.switchETP,
                if: "trackingProtectionSettingOnNormalMode",
                effects: ["trackingProtectionSettingOnNormalMode = !trackingProtectionSettingOnNormalMode"])
            screen.toggleOn(
                "prefkey.trackingprotection.normalbrowsing", forAction: Action.switchETP,
                if: "!trackingProtectionSettingOnNormalMode",
                effects: ["trackingProtectionSettingOnNormalMode = !trackingProtectionSettingOnNormalMode"])
            screen.tap(
                "Settings.TrackingProtectionOption.BlockListStrict", forAction: Action.enableStrictMode,
                if: "trackingProtectionSettingOnNormalMode && !trackingProtectionStrict",
                effects: ["trackingProtectionStrict = true"])
            screen.tap(
                "Settings.TrackingProtectionOption.BlockListBasic", forAction: Action.enableStandardMode,
                if: "trackingProtectionSettingOnNormalMode && trackingProtectionStrict",
                effects: ["trackingProtectionStrict = false"])
        }

        map.addScreenState(Screen.syncSettings) { screen in
            screen.onEnterWaitFor("SettingsSync.signOut")
            screen.backAction(navigationControllerBackAction)
            screen.tap("SettingsSync.signOut", forAction: Action.disconnectSync, effects: ["fxaUsername = nil"])
        }

        // Firefox's intro pages, shown as the tour from Settings.
        map.addScreenState(Screen.introWelcome) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("nextOnboardingButton")
            screen.backAction(.tap("closeOnboardingButton"))
            screen.tap("nextOnboardingButton", to: Screen.introSync)
            screen.gesture(Interaction(.swipeLeft, element: "IntroViewController.scrollView"), to: Screen.introSync)
        }

        map.addScreenState(Screen.introSync) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("signInOnboardingButton")
            screen.backAction(.tap("closeOnboardingButton"))
            screen.gesture(Interaction(.swipeRight, element: "IntroViewController.scrollView"), to: Screen.introWelcome)
            screen.tap("signInOnboardingButton", to: Screen.introFxASignin)
            screen.tap("startBrowsingOnboardingButton", to: Screen.settingsScreen)
        }
    }

    /// Entering a passcode happens in sheets presented over the passcode settings, one
    /// gesture per entry: Firefox's `SetPasscode` types it twice, here `SetPasscodeTypeOnce`
    /// leads to the confirmation, where `SetPasscode` sets it.
    static func addPasscodeScreens(to map: GraphBuilder<FxUserState>) {
        map.addScreenState(Screen.passcodeSettings) { screen in
            screen.onEnterWaitFor("PasscodeSettings.tableView")
            screen.backAction(navigationControllerBackAction)
            screen.tap("TurnOnPasscode", to: Screen.setPasscodeScreen, if: "passcode == nil")
            screen.tap("TurnOffPasscode", to: Screen.disablePasscodeSettings, if: "passcode != nil")
            screen.tap("PasscodeInterval", to: Screen.passcodeIntervalSettings, if: "passcode != nil")
            screen.tap("ChangePasscode", to: Screen.changePasscodeSettings, if: "passcode != nil")
        }

        map.addScreenState(Screen.setPasscodeScreen) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("passcode.entry")
            screen.backAction(cancelTypePasscode)
            screen.typeText(
                newPasscode, into: "passcode.entry", forAction: Action.setPasscodeTypeOnce,
                transitionTo: Screen.confirmPasscodeScreen)
        }

        map.addScreenState(Screen.confirmPasscodeScreen) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("passcode.confirm")
            screen.backAction(cancelTypePasscode)
            screen.typeText(
                newPasscode, into: "passcode.confirm", forAction: Action.setPasscode, transitionTo: Screen.passcodeSettings,
                effects: ["passcode = \"\(newPasscode)\""])
        }

        map.addScreenState(Screen.disablePasscodeSettings) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("passcode.entry")
            screen.backAction(cancelTypePasscode)
            screen.typeText(
                newPasscode, into: "passcode.entry", forAction: Action.disablePasscode, transitionTo: Screen.passcodeSettings,
                if: "passcode == \"\(newPasscode)\"", effects: ["passcode = nil"])
            screen.typeText(
                wrongPasscode, into: "passcode.entry", forAction: Action.disablePasscodeTypeIncorrectPasscode,
                transitionTo: Screen.disablePasscodeSettings)
        }

        // Changing the passcode asks for the old one, then sets a new one as above.
        map.addScreenState(Screen.changePasscodeSettings) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("passcode.entry")
            screen.backAction(cancelTypePasscode)
            screen.typeText(
                newPasscode, into: "passcode.entry", forAction: Action.confirmPasscodeToChangePasscode,
                transitionTo: Screen.setPasscodeScreen, if: "passcode == \"\(newPasscode)\"")
        }

        map.addScreenState(Screen.passcodeIntervalSettings) { screen in
            screen.onEnterWaitFor("PasscodeInterval.immediately")
            screen.backAction(navigationControllerBackAction)
        }

        map.addScreenState(Screen.loginsSettings) { screen in
            screen.onEnterWaitFor("Login List")
            screen.backAction(navigationControllerBackAction)
        }

        map.addScreenState(Screen.lockedLoginsSettings) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("passcode.entry")
            screen.backAction(cancelTypePasscode)
            screen.typeText(
                wrongPasscode, into: "passcode.entry", forAction: Action.loginPasscodeTypeIncorrectOne,
                transitionTo: Screen.lockedLoginsSettings)
            screen.typeText(
                newPasscode, into: "passcode.entry", forAction: Action.unlockLoginsSettings,
                transitionTo: Screen.loginsSettings, if: "passcode == \"\(newPasscode)\"")
        }
    }

    // MARK: Accounts

    /// Signing in is presented over where it started, and returns there when done.
    static func addAccountScreens(to map: GraphBuilder<FxUserState>) {
        map.addScreenState(Screen.introFxASignin) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("EmailSignIn.button")
            screen.backAction(navigationControllerBackAction)
            screen.tap("EmailSignIn.button", forAction: Action.openEmailToSignIn, transitionTo: Screen.fxASigninScreen)
        }

        map.addScreenState(Screen.fxASigninScreen) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("Email")
            screen.onEnter("typedEmail = false", "typedPassword = false")
            screen.gesture(navigationControllerBackAction, to: Screen.introFxASignin)
            screen.tap("Create an account", to: Screen.fxCreateAccount)
            screen.typeText(
                "test@example.com", into: "Email", forAction: Action.fxATypeEmail, transitionTo: Screen.fxASigninScreen,
                effects: ["typedEmail = true"])
            screen.typeText(
                "FxA-password", into: "Password", forAction: Action.fxATypePassword, transitionTo: Screen.fxASigninScreen,
                effects: ["typedPassword = true"])
            screen.tap(
                "Sign in", forAction: Action.fxATapOnSignInButton, if: "typedEmail && typedPassword",
                effects: ["fxaUsername = \"test@example.com\""])
        }

        map.addScreenState(Screen.fxCreateAccount) { screen in
            screen.dismissOnUse = true
            screen.onEnterWaitFor("FxCreateAccount.form")
            screen.gesture(navigationControllerBackAction, to: Screen.fxASigninScreen)
        }

        map.addScreenState(Screen.fxAccountManagementPage) { screen in
            screen.onEnterWaitFor("FxAccountManagementPage.title")
            screen.backAction(navigationControllerBackAction)
        }
    }

    // MARK: Navigator actions

    static func addNavigatorActions(to map: GraphBuilder<FxUserState>) {
        // Loading ends on WebPageLoading; the page is shown once it has loaded.
        map.addNavigatorAction(
            Action.openURL, steps: [.perform(Action.loadURLByTyping.rawValue), .goto(Screen.browserTab.rawValue)])
        map.addNavigatorAction(
            Action.createNewTab, steps: [.goto(Screen.tabTray.rawValue), .perform(Action.openNewTabFromTabTray.rawValue)])
        map.addNavigatorAction(
            Action.openNewURL, steps: [.perform(Action.createNewTab.rawValue), .perform(Action.openURL.rawValue)])
        map.addNavigatorAction(Action.setUpPasscode, steps: [.perform(Action.setPasscode.rawValue)])
        map.addNavigatorAction(
            Action.changePasscode,
            steps: [.perform(Action.confirmPasscodeToChangePasscode.rawValue), .perform(Action.setPasscode.rawValue)])
        map.addNavigatorAction(
            Action.signInToFxA,
            steps: [
                .perform(Action.fxATypeEmail.rawValue), .perform(Action.fxATypePassword.rawValue),
                .perform(Action.fxATapOnSignInButton.rawValue),
            ])
    }
}

/// The user state, after Firefox's `FxUserState`: the fields its guards read and its
/// actions change, checked by the Swift compiler in tests.
///
/// `isPrivate` says whether the selected tab is private: it picks the tab tray's panel
/// and changes when a tab is opened, not when the tray switches panels. `numTabs`
/// counts the regular tabs; private tabs are not counted.
public struct FxUserState: UserStateModel {
    public var isPrivate = false
    public var numTabs = 1
    public var hasHistory = false
    public var hasWebsiteData = false
    public var requestDesktopSite = false
    public var noImageMode = false
    public var nightMode = false
    public var customHomePage = false
    public var pocketInNewTab = false
    public var newTabPage = "TopSites"
    public var useSystemTheme = true
    public var themeAutomatic = false
    public var translationEnabled = true
    public var translationService = "Google"
    public var passcode: String? = nil
    public var fxaUsername: String? = nil
    public var typedEmail = false
    public var typedPassword = false
    public var trackingProtectionSettingOnNormalMode = true
    public var trackingProtectionStrict = false
    public var trackingProtectionPerTabEnabled = true
    public var numBookmarks = 0
    public var readingListCount = 0
    public var pinnedTopSite = false
    public var customSearchEngine = false

    public init() {}
}
