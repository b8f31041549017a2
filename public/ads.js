/* Bait for the ad-blocker check (src/features/alerts/ad-block-detector.ts): blockers refuse this path. */
