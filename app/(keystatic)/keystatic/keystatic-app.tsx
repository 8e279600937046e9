'use client';
import { makePage } from '@keystatic/next/ui/app';
import config from '@/keystatic.config';

/** The Keystatic editor (client side), configured by keystatic.config.ts. */
export const KeystaticApp = makePage(config);
