/// A passive display of the help-center screen: the presenter tells it what to show.
public protocol HelpCenterView: AnyObject {
    func display(_ screen: HelpCenterScreen)
}
