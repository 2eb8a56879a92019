@_exported import Testing
