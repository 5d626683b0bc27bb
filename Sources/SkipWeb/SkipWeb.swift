@_exported import GtkWeb
