/**
 * Places server-rendered nodes (HostApi.serverNodes) inside a component's markup without React
 * owning them: React renders an empty wrapper and the nodes are moved into it after commit, so
 * their listeners, form state and enhancements by other behaviours survive.
 */
import { useLayoutEffect, useRef } from 'react';

export interface ServerNodesProps {
  nodes: readonly Node[];
  className?: string;
  id?: string;
  hidden?: boolean;
}

export function ServerNodes({ nodes, className, id, hidden }: ServerNodesProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    wrapper.current?.append(...nodes);
  }, [nodes]);
  return <div ref={wrapper} className={className} id={id} hidden={hidden} />;
}
