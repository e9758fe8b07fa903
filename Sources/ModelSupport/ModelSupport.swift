// Plumbing that the model's modules share and that is nobody's concept: observer lists, a box
// for Observation's registrar, weak references, versioned checkpoints, escaping, appending what
// a check found. ControlModel and ValidationManager import it; it is no product, so nothing here
// is API of the package, and nothing here is part of the seam between those two modules
// (`Sources/ControlModel/Seam/`).
//
// Declarations are `package`, except the generic ones that the keystroke path calls from
// another module (`ObserverList`, `Tracking`, `appendFound`): those are `public` and
// `@inlinable`. The compiler specialises an inlinable `public` generic in the module that calls
// it, but not an inlinable `package` one: with `ObserverList` `package`, every event went
// through unspecialised generic code (measured with `Benchmarks/callgrind.sh`: W1 2,892 → 4,467
// instructions a keystroke, W4 with 100 managers 59,949 → 357,973).
