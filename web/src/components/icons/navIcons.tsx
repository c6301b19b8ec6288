// The signed-in app's route icons: core/site/dashboard-nav.ts names each route's icon (the server reads that
// table, so it holds no component); this map draws the name as a lucide SVG. Used by the sidebar,
// the phone's bars, the header, the feature cards and the pages' headings.
import {
  BellRing,
  BrainCircuit,
  Calculator,
  ChartColumn,
  Columns3,
  CreditCard,
  FileSpreadsheet,
  FileUp,
  Flower2,
  Headphones,
  HeartHandshake,
  House,
  Landmark,
  MessageCircle,
  Mic,
  Moon,
  Settings,
  ShieldCheck,
  Tags,
  Target,
  TrendingUp,
  Users,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { NavIconKey } from '../../../../core/site/dashboard-nav.ts';
import { Icon, type IconProps } from './Icon.tsx';

export const NAV_ICONS: Readonly<Record<NavIconKey, LucideIcon>> = Object.freeze({
  home: House,
  transactions: CreditCard,
  'team-room': Users,
  assistant: MessageCircle,
  import: FileUp,
  categories: Tags,
  automation: Workflow,
  predictions: TrendingUp,
  goals: Target,
  debt: Zap,
  freedom: Landmark,
  bills: BellRing,
  analytics: ChartColumn,
  podcast: Mic,
  therapist: HeartHandshake,
  wellness: Moon,
  music: Headphones,
  business: BrainCircuit,
  tax: Calculator,
  reports: FileSpreadsheet,
  security: ShieldCheck,
  settings: Settings,
  layout: Columns3,
  calm: Flower2,
});

/** A route's icon by its name in core/site/dashboard-nav.ts. */
export function NavIcon({ name, ...rest }: Omit<IconProps, 'icon'> & { name: NavIconKey }) {
  return <Icon icon={NAV_ICONS[name]} data-icon={name} {...rest} />;
}
