import SwiftUI

// Valid SwiftUI nested deeper than a debug parser's default cap (20 levels).
struct DeepCardView: View {
  @State private var isExpanded = false

  var body: some View {
    VStack {
      HStack {
        ZStack {
          Group {
            VStack {
              HStack {
                ZStack {
                  Group {
                    VStack {
                      HStack {
                        ZStack {
                          Group {
                            VStack {
                              HStack {
                                ZStack {
                                  Group {
                                    VStack {
                                      HStack {
                                        ZStack {
                                          Group {
                                            VStack {
                                              HStack {
                                                Toggle("Expanded", isOn: $isExpanded)
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
