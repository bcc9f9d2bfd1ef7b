# Stub: match requires spaceship (Apple's portal); reading a Matchfile does not reach it.
