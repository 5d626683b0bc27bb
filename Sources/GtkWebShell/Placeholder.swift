import GtkWeb
public enum ShellPlaceholder {}
