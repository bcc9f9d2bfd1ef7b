/// The one way brandkit writes a number, in every generated file and every printout: the
/// shortest text that reads back as the same `Double`. Whole numbers below 10^15 drop the
/// fraction (`25`, not `25.0`); negative zero keeps its sign and fraction (`-0.0`), since
/// JSON readers take `-0` for the integer 0.
extension Double {
    package var shortestText: String {
        if self == rounded(), abs(self) < 1e15, !(self == 0 && sign == .minus) { return String(Int(self)) }
        return description
    }
}
