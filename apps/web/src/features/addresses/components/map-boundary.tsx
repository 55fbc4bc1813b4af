import { Component, type ReactNode } from "react";

/** A map that cannot load (its script, a broken tile layer) gives way to `fallback`; the form around it still works. */
export class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
