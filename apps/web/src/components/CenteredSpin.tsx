import { Spin } from 'antd';

/** A spinner in the middle of the place something is loading into. */
export function CenteredSpin() {
  return (
    <div style={{ textAlign: 'center', padding: 24 }}>
      <Spin />
    </div>
  );
}
