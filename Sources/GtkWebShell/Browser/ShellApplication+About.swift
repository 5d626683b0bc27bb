extension ShellApplication {
    /// `app.about`: the about dialog over the most recent window.
    func installAboutAction() {
        application.addAction("about") { [weak self] _ in self?.windows.last?.showAbout() }
    }
}
