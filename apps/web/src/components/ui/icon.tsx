import {
  ArrowRight,
  Briefcase,
  ChartColumn,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheckBig,
  CircleHelp,
  ClipboardCheck,
  Clock,
  CreditCard,
  ExternalLink,
  FileText,
  House,
  Inbox,
  Info,
  Layers,
  Link,
  Lock,
  LogOut,
  type LucideIcon,
  Mail,
  Menu,
  MessageSquare,
  PanelLeft,
  Plus,
  RefreshCw,
  Search,
  Settings,
  Shield,
  Sparkles,
  Target,
  TriangleAlert,
  User,
  UserPlus,
  Users,
  Video,
  X,
} from 'lucide-react';

/**
 * The icon names used across the app, mapped to lucide-react components (imported one by one,
 * so only these reach the bundle). New code may import from lucide-react directly; this map
 * keeps `<Icon name="...">` and names passed as data (navigation) working.
 */
const ICONS = {
  info: Info,
  'check-circle': CircleCheckBig,
  'alert-triangle': TriangleAlert,
  'alert-circle': CircleAlert,
  lock: Lock,
  home: House,
  briefcase: Briefcase,
  plus: Plus,
  users: Users,
  'user-plus': UserPlus,
  user: User,
  'credit-card': CreditCard,
  settings: Settings,
  'help-circle': CircleHelp,
  search: Search,
  'log-out': LogOut,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'panel-left': PanelLeft,
  menu: Menu,
  mail: Mail,
  video: Video,
  'bar-chart': ChartColumn,
  'file-text': FileText,
  sparkles: Sparkles,
  'clipboard-check': ClipboardCheck,
  'arrow-right': ArrowRight,
  x: X,
  inbox: Inbox,
  link: Link,
  shield: Shield,
  refresh: RefreshCw,
  clock: Clock,
  target: Target,
  layers: Layers,
  'message-square': MessageSquare,
  'external-link': ExternalLink,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

interface IconProps {
  name: IconName;
  className?: string;
  /** Set when the icon is the only content of a control. */
  label?: string;
}

export function Icon({ name, className = 'size-4', label }: IconProps) {
  const Shape = ICONS[name];
  return <Shape className={className} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}
