// gtkweb: the GtkWeb desktop shell. See `gtkweb --help`.
import Foundation
import GtkWebShell

let status = MainActor.assumeIsolated { GtkWebShell.main(arguments: Array(CommandLine.arguments.dropFirst())) }
exit(status)
