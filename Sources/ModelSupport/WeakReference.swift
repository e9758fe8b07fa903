/// A reference that does not keep its object alive.
package struct WeakReference<Object: AnyObject> {
  /// The object, while something else keeps it alive.
  package weak var object: Object?

  /// Wraps an object without retaining it.
  @inlinable
  package init(_ object: Object) {
    self.object = object
  }
}
