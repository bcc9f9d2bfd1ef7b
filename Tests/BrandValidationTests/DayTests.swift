import BrandValidation
import Foundation
import Testing

/// `BrandValidator.day(of:)` works the day out with integers: it must name the day
/// Foundation's Gregorian calendar names in UTC, across centuries and leap days.
struct DayTests {
    @Test func namesTheDayTheGregorianCalendarNames() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        // Every 7 hours and 13 minutes from 1900 to 2200: each time of day, month and leap rule.
        var seconds = -2_208_988_800.0
        while seconds < 7_258_118_400 {
            let date = Date(timeIntervalSince1970: seconds)
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let expected = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            guard BrandValidator.day(of: date) == expected else {
                Issue.record("\(seconds): \(BrandValidator.day(of: date)), not \(expected)")
                return
            }
            seconds += 7 * 3_600 + 13 * 60
        }
    }

    @Test func leapDaysAndTheEpoch() {
        #expect(BrandValidator.day(of: Date(timeIntervalSince1970: 0)) == "1970-01-01")
        #expect(BrandValidator.day(of: Date(timeIntervalSince1970: -1)) == "1969-12-31")
        #expect(BrandValidator.day(of: Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29")
        #expect(BrandValidator.day(of: Date(timeIntervalSince1970: 4_107_542_400)) == "2100-03-01")
        #expect(BrandValidator.day(of: Date(timeIntervalSince1970: 1_796_169_599)) == "2026-12-01")
    }
}
