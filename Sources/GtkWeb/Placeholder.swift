import GLibInterop
public enum GtkWebPlaceholder {}
