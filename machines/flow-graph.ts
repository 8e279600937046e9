import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One state node of a machine, for diagrams. id: the node path joined with '_'. */
export interface FlowGraphState {
  id: string;
  /** Path keys from the root, e.g. ['area', 'searching']. */
  path: string[];
  label: string;
  parentId: string | null;
  isInitial: boolean;
  isFinal: boolean;
  invokes: string[];
}

/** One transition: event, named guard expression and action names as written in the machine. */
export interface FlowGraphEdge {
  from: string;
  to: string;
  event: string;
  guard: string | null;
  actions: string[];
}

export interface FlowGraph {
  states: FlowGraphState[];
  edges: FlowGraphEdge[];
}

const nodeId = (path: string[]) => (path.length ? path.join('_') : 'root');

/** Renders a guard as named in the machine: 'isForm2Valid', 'and(isTermsAgreed, isNotMaintenance)'. */
export function guardLabel(guard: unknown): string | null {
  if (guard == null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) {
    // A parameterised guard ({ type: 'canGoTo', params: { step: 'form2' } }): 'canGoTo(form2)';
    // params computed from the event (a function) are not shown.
    const params = 'params' in guard ? guard.params : undefined;
    const args = params && typeof params === 'object' ? Object.values(params).map(String) : [];
    return args.length ? `${String(guard.type)}(${args.join(', ')})` : String(guard.type);
  }
  if (typeof guard === 'function') {
    // and(), or(), not() keep their operands in `guards`.
    const inner = 'guards' in guard ? guard.guards : undefined;
    if (Array.isArray(inner)) return `${guard.name}(${inner.map(guardLabel).join(', ')})`;
    return guard.name || 'inline';
  }
  return 'inline';
}

/** Renders an action as named in the machine: 'clearFieldErrors', 'saveStep(form2)'. */
function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action && 'type' in action)
    return guardLabel(action) ?? 'inline';
  return 'inline';
}

/** 'xstate.done.actor.areaSearch' -> 'done.areaSearch'; other event types unchanged. */
export function eventLabel(type: string): string {
  return type
    .replace(/^xstate\.done\.actor\./, 'done.')
    .replace(/^xstate\.error\.actor\./, 'error.');
}

/**
 * The states and transitions of a machine definition, in document order, for the generated
 * Mermaid diagram (docs/application-flow.md) and the development page /dev/flow/.
 */
export function toFlowGraph(machine: AnyStateMachine): FlowGraph {
  const states: FlowGraphState[] = [];
  const edges: FlowGraphEdge[] = [];
  const visit = (node: AnyStateNode) => {
    const id = nodeId(node.path);
    if (node.path.length) {
      states.push({
        id,
        path: node.path,
        label: node.key,
        parentId: node.path.length > 1 ? nodeId(node.path.slice(0, -1)) : null,
        isInitial: node.parent?.config.initial === node.key,
        isFinal: node.type === 'final',
        invokes: node.invoke.map((i) => i.id),
      });
    }
    const eventless: [string, NonNullable<AnyStateNode['always']>] = ['always', node.always ?? []];
    for (const [event, transitions] of [...node.transitions, eventless]) {
      for (const t of transitions) {
        edges.push({
          from: id,
          to: t.target?.length ? nodeId(t.target[0]!.path) : id,
          event: eventLabel(event),
          guard: guardLabel(t.guard),
          actions: t.actions.map(actionLabel),
        });
      }
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return { states, edges };
}

/**
 * Mermaid stateDiagram-v2 source of a machine: nested states, initial markers, and one edge per
 * transition labelled 'event [guard] / actions'. Root-level transitions (valid in every state)
 * are listed as a note. `currentStateIds` adds a highlight class (used by /dev/flow/).
 */
export function toMermaid(machine: AnyStateMachine, currentStateIds: string[] = []): string {
  const { states, edges } = toFlowGraph(machine);
  const lines = ['stateDiagram-v2'];
  const label = (e: FlowGraphEdge) =>
    [e.event, e.guard ? `[${e.guard}]` : '', e.actions.length ? `/ ${e.actions.join(', ')}` : '']
      .filter(Boolean)
      .join(' ');
  const render = (parentId: string | null, indent: string) => {
    const children = states.filter((s) => s.parentId === parentId);
    for (const s of children) {
      if (s.isInitial) lines.push(`${indent}[*] --> ${s.id}`);
    }
    for (const s of children) {
      const hasChildren = states.some((c) => c.parentId === s.id);
      lines.push(
        `${indent}state "${s.label}${s.invokes.length ? ` (invoke ${s.invokes.join(', ')})` : ''}" as ${s.id}`,
      );
      if (hasChildren) {
        lines.push(`${indent}state ${s.id} {`);
        render(s.id, indent + '  ');
        lines.push(`${indent}}`);
      }
    }
  };
  render(null, '  ');
  for (const e of edges.filter((e) => e.from !== 'root'))
    lines.push(`  ${e.from} --> ${e.to} : ${label(e)}`);
  const global = edges.filter((e) => e.from === 'root');
  if (global.length) {
    const first = states.find((s) => s.parentId === null)?.id ?? 'root';
    lines.push(`  note right of ${first}`);
    lines.push('    In every state:');
    for (const e of global) lines.push(`    ${label(e)}${e.to !== 'root' ? ` → ${e.to}` : ''}`);
    lines.push('  end note');
  }
  if (currentStateIds.length) {
    lines.push('  classDef current fill:#fde68a,stroke:#b45309,stroke-width:2px');
    for (const id of currentStateIds) lines.push(`  class ${id} current`);
  }
  return lines.join('\n');
}
