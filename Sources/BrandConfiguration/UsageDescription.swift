/// The Info.plist keys iOS reads a permission's purpose string from (Apple's "Protected
/// resources" list), by the short name a brand writes under `ios.usageDescriptions`.
package struct UsageDescription: Sendable {
    /// `camera`: the name under `ios.usageDescriptions`.
    package let name: String
    /// `NSCameraUsageDescription`: the Info.plist key.
    package let key: String
    /// What iOS asks for with it.
    package let purpose: String
    /// Its text: written under `ios.usageDescriptions`, translated under
    /// `strings.<lang>.ios.usageDescriptions.<name>`. Made with the description, not for
    /// every brand and language that asks.
    package let text: TranslatedText

    init(name: String, key: String, purpose: String) {
        self.name = name
        self.key = key
        self.purpose = purpose
        text = TranslatedText("ios.usageDescriptions.\(name)")
    }

    package static let all: [UsageDescription] = [
        UsageDescription(name: "appleMusic", key: "NSAppleMusicUsageDescription", purpose: "the media library"),
        UsageDescription(name: "bluetoothAlways", key: "NSBluetoothAlwaysUsageDescription", purpose: "Bluetooth"),
        UsageDescription(name: "calendarsFullAccess", key: "NSCalendarsFullAccessUsageDescription", purpose: "reading and writing calendar events"),
        UsageDescription(name: "calendarsWriteOnly", key: "NSCalendarsWriteOnlyAccessUsageDescription", purpose: "adding calendar events"),
        UsageDescription(name: "camera", key: "NSCameraUsageDescription", purpose: "the camera"),
        UsageDescription(name: "contacts", key: "NSContactsUsageDescription", purpose: "the contacts"),
        UsageDescription(name: "faceID", key: "NSFaceIDUsageDescription", purpose: "Face ID"),
        UsageDescription(name: "healthShare", key: "NSHealthShareUsageDescription", purpose: "reading Health data"),
        UsageDescription(name: "healthUpdate", key: "NSHealthUpdateUsageDescription", purpose: "writing Health data"),
        UsageDescription(name: "homeKit", key: "NSHomeKitUsageDescription", purpose: "HomeKit"),
        UsageDescription(name: "localNetwork", key: "NSLocalNetworkUsageDescription", purpose: "the local network"),
        UsageDescription(name: "locationAlwaysAndWhenInUse", key: "NSLocationAlwaysAndWhenInUseUsageDescription", purpose: "the location, also in the background"),
        UsageDescription(name: "locationWhenInUse", key: "NSLocationWhenInUseUsageDescription", purpose: "the location while the app is in use"),
        UsageDescription(name: "microphone", key: "NSMicrophoneUsageDescription", purpose: "the microphone"),
        UsageDescription(name: "motion", key: "NSMotionUsageDescription", purpose: "motion and fitness data"),
        UsageDescription(name: "nearbyInteraction", key: "NSNearbyInteractionUsageDescription", purpose: "nearby devices"),
        UsageDescription(name: "nfcReader", key: "NFCReaderUsageDescription", purpose: "reading NFC tags"),
        UsageDescription(name: "photoLibrary", key: "NSPhotoLibraryUsageDescription", purpose: "the photo library"),
        UsageDescription(name: "photoLibraryAdd", key: "NSPhotoLibraryAddUsageDescription", purpose: "adding to the photo library"),
        UsageDescription(name: "reminders", key: "NSRemindersFullAccessUsageDescription", purpose: "reminders"),
        UsageDescription(name: "siri", key: "NSSiriUsageDescription", purpose: "Siri"),
        UsageDescription(name: "speechRecognition", key: "NSSpeechRecognitionUsageDescription", purpose: "speech recognition"),
        UsageDescription(name: "userTracking", key: "NSUserTrackingUsageDescription", purpose: "tracking across apps (App Tracking Transparency)"),
    ]

    /// The entry whose Info.plist key is `key`.
    package static func withKey(_ key: String) -> UsageDescription? { all.first { $0.key == key } }
}
