# Stub: the colored gem, which fastlane_core requires to colour its messages: each colour
# leaves the text as it is.
class String
  %i[red green yellow blue cyan magenta white black bold underline reverse].each do |colour|
    define_method(colour) { self }
  end
end
