import CWebKitGTK
public enum GLibInteropPlaceholder {}
