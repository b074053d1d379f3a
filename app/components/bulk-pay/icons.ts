// The checker's icons, imported from one module: the build moves an icon that two modules
// import into the code every page shares, and these are for /bulk-pay only.
export {
  AlertTriangle,
  CheckCircle2,
  FileDown,
  FileSpreadsheet,
  LoaderCircle,
  LockKeyhole,
  XCircle,
} from "lucide-react";
