import GtkWeb
