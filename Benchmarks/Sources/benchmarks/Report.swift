import Foundation

enum Report {
  static func json(_ measurements: [Measurement]) -> String {
    let objects = measurements.map { measurement -> String in
      var fields = [
        "\"workload\": \"\(measurement.workload)\"",
        "\"implementation\": \"\(measurement.implementation)\"",
        "\"n\": \(measurement.n.map(String.init) ?? "null")",
        "\"ns_per_keystroke\": \(measurement.nsPerKeystroke.map { String(format: "%.2f", $0) } ?? "null")",
      ]
      if let bytes = measurement.bytesPerField {
        fields.append("\"bytes_per_field\": \(String(format: "%.1f", bytes))")
      }
      if let note = measurement.note {
        fields.append("\"note\": \"\(note)\"")
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return "[\n  " + objects.joined(separator: ",\n  ") + "\n]"
  }

  static func table(_ measurements: [Measurement]) -> String {
    func value(_ workload: String, _ implementation: String, _ n: Int? = nil) -> Double? {
      measurements.first {
        $0.workload == workload && $0.implementation == implementation && (n == nil || $0.n == n)
      }?.nsPerKeystroke
    }
    func format(_ number: Double?) -> String {
      guard let number else { return "-" }
      return number >= 100 ? String(format: "%.0f", number) : String(format: "%.1f", number)
    }
    func ratio(_ a: Double?, _ b: Double?) -> String {
      guard let a, let b, b > 0 else { return "-" }
      return String(format: "%.2f×", a / b)
    }
    var lines = [
      "ns per keystroke (median of 5 runs)",
      "",
      "| workload | n | ours | opencombine | naive | floor | ours/floor | opencombine/ours | naive/ours |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    let rows: [(String, Int?)] = [
      ("W1", nil), ("W2", nil), ("W3", 10), ("W3", 1_000), ("W3", 100_000), ("W4", 1), ("W4", 100),
      ("W4", 10_000),
    ]
    for (workload, n) in rows {
      let ours = value(workload, "ours", n)
      let combine = value(workload, "opencombine", n)
      let naive = value(workload, "naive", n)
      let floor = value(workload, "floor", n)
      lines.append(
        "| \(workload) | \(n.map(String.init) ?? "-") | \(format(ours)) | \(format(combine)) | \(format(naive)) | \(format(floor)) | \(ratio(ours, floor)) | \(ratio(combine, ours)) | \(ratio(naive, ours)) |"
      )
    }
    let w3Small = value("W3", "ours", 10)
    let w3Large = value("W3", "ours", 100_000)
    lines.append("")
    lines.append("W3 ours(N=100,000) / ours(N=10): \(ratio(w3Large, w3Small))")
    let w4One = value("W4", "ours", 1)
    let w4Many = value("W4", "ours", 10_000)
    lines.append("W4 ours(M=10,000) / ours(M=1): \(ratio(w4Many, w4One)) (M grows 10,000×)")
    let runner = measurements.first { $0.workload == "W5" && $0.implementation == "runner" }
    let api = value("W5", "api")
    if let runner, let runnerNs = runner.nsPerKeystroke {
      lines.append(
        "W5 runner: \(String(format: "%.0f", 1e9 / runnerNs)) keystrokes/s over \(runner.n ?? 0) keystrokes (parse, check, replay); api: \(api.map { String(format: "%.0f", 1e9 / $0) } ?? "-") keystrokes/s; runner/api speed \(ratio(api, runnerNs))"
      )
    }
    lines.append("")
    lines.append("| W6 memory | bytes per field |")
    lines.append("| --- | --- |")
    for measurement in measurements where measurement.workload == "W6" {
      lines.append(
        "| \(measurement.implementation) (n=\(measurement.n ?? 0)) | \(measurement.bytesPerField.map { String(format: "%.0f", $0) } ?? "-") |"
      )
    }
    lines.append("")
    lines.append(
      "opencombine: OpenCombine 0.14 has no CombineLatest; form validity is built from per-field sinks."
    )
    return lines.joined(separator: "\n")
  }
}
